// Drivers of every city: status, vehicle, app, allowed companies, last known position.
import { type DriverStatus, VEHICLE_TYPES, type VehicleType } from '../../../domain/enums.ts';
import * as t from '../../db/schema.ts';
import { CITIES, type CityName } from './cities.ts';
import type { CompanyRec, Ctx, DriverRec } from './context.ts';
import { asciiFold, person, phone, registrationPlate } from './fakeData.ts';
import { insertRows } from './insert.ts';
import { DEMO_APP_DRIVER_EMAIL } from './logins.ts';
import type { Random } from './random.ts';
import { at, DAY, HOUR, MIN } from './time.ts';

const CAR_MODELS = [
  'Toyota Yaris',
  'Skoda Fabia',
  'Opel Astra',
  'Kia Ceed',
  'Dacia Sandero',
  'Fiat Tipo',
  'Hyundai i20',
  'Volkswagen Polo',
  'Renault Clio',
  'Toyota Corolla',
];
const MOTORBIKE_MODELS = ['Honda CB500F', 'Yamaha MT-07', 'Suzuki SV650'];
const SCOOTER_MODELS = ['Piaggio Liberty 125', 'Honda PCX 125', 'Yamaha NMAX 125'];
const BICYCLE_MODELS = ['Kross Trans 5.0', 'Romet Wagant', 'Merida Speeder 100'];
const COLORS = ['czarny', 'biały', 'srebrny', 'szary', 'niebieski', 'czerwony', 'zielony', 'granatowy'];
const APP_VERSIONS = ['3.14.2', '3.14.1', '3.13.0', '3.12.5'];

function vehicleOf(rng: Random, type: VehicleType, prefix: string) {
  const color = rng.pick(COLORS);
  switch (type) {
    case 'car':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(CAR_MODELS), color };
    case 'motorbike':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(MOTORBIKE_MODELS), color };
    case 'scooter':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(SCOOTER_MODELS), color };
    case 'bicycle':
      return { model: rng.pick(BICYCLE_MODELS), color };
    default:
      return null;
  }
}

export async function seedDrivers(
  ctx: Ctx,
  regions: Map<CityName, number>,
  companies: CompanyRec[],
): Promise<DriverRec[]> {
  const { rng } = ctx;
  const deliveringCompanies = companies.filter((c) => c.def.status !== 'pending').map((c) => c.id);
  const iqosId = companies.find((c) => c.def.key === 'iqos')!.id;
  const recs: Omit<DriverRec, 'id'>[] = [];
  const rows: Record<string, unknown>[] = [];
  let n = 0;
  for (const city of CITIES) {
    for (let i = 0; i < city.drivers; i++, n++) {
      const p = person(ctx);
      const ambassador = i === 1;
      const active = !(i === city.drivers - 1 && (city.name === 'Warszawa' || city.name === 'Łódź'));
      const blocked = active && i === city.drivers - 2 && (city.name === 'Kraków' || city.name === 'Warszawa');
      const status: DriverStatus = active && !blocked && (i < 3 || rng.chance(0.45)) ? 'online' : 'offline';
      const vehicleType: VehicleType =
        n < VEHICLE_TYPES.length
          ? VEHICLE_TYPES[n]
          : rng.weighted([
              ['car', 50],
              ['scooter', 15],
              ['motorbike', 12],
              ['bicycle', 15],
              ['pedestrian', 8],
            ] as const);
      // Two drivers of three deliver for every company, today's and those that register later (an empty list); every
      // third one only for some clients (IQOS alone, or two to four of the demo's delivering companies).
      const allowedCompanyIds =
        i % 3 !== 2
          ? []
          : rng.chance(0.5)
            ? [iqosId]
            : rng.sample(deliveringCompanies, rng.int(2, 4)).sort((a, b) => a - b);
      // The first driver of the first city is the one kept for the driver app (a fixed e-mail, nothing drawn for it).
      const email =
        n === 0
          ? DEMO_APP_DRIVER_EMAIL
          : `${asciiFold(p.firstName).toLowerCase()}.${asciiFold(p.lastName).toLowerCase()}${n + 1}@kurier.xdelivery.pl`;
      const createdAt = at(ctx.today, -rng.int(20, 700) * DAY + rng.int(8, 18) * HOUR);
      const lastLogin =
        status === 'online' ? at(ctx.now, -rng.int(10, 300) * MIN) : at(ctx.now, -rng.int(6, 24 * 9) * HOUR);
      const position = { lat: city.lat + rng.float(-0.045, 0.045), lng: city.lng + rng.float(-0.07, 0.07) };
      recs.push({
        firstName: p.firstName,
        lastName: p.lastName,
        email,
        city: city.name,
        regionId: regions.get(city.name)!,
        status,
        ambassador,
        active,
        blocked,
        allowedCompanyIds,
      });
      rows.push({
        firstName: p.firstName,
        lastName: p.lastName,
        email,
        phone: phone(rng),
        passwordHash: ctx.passwords.get('*driver')!,
        status,
        type: ambassador ? 'ambassador' : 'driver',
        priorityDriver: rng.chance(0.18),
        regionId: regions.get(city.name)!,
        lastKnownLat: Math.round(position.lat * 1e6) / 1e6,
        lastKnownLng: Math.round(position.lng * 1e6) / 1e6,
        lastKnownLoggedAt: status === 'online' ? at(ctx.now, -rng.int(5, 240) * 1000) : lastLogin,
        allowedCompanyIds,
        vehicleType,
        car: vehicleOf(rng, vehicleType, city.plate),
        mobile: { version: rng.pick(APP_VERSIONS), osType: rng.chance(0.62) ? 'android' : 'ios' },
        lastLogin,
        blocked,
        active,
        createdAt,
      });
    }
  }
  const ids = await insertRows(ctx.tx, t.drivers, rows);
  return recs.map((r, i) => ({ ...r, id: ids[i] }));
}
