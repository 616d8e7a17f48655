// Drivers' payout corrections on delivered orders: every category, pending and decided.
import { CORRECTION_CATEGORIES, type CorrectionCategory, type CorrectionStatus } from '../../../domain/enums.ts';
import * as t from '../../db/schema.ts';
import { CITY_BY_NAME, type CityName, pickPostcode, streetAddress } from './cities.ts';
import type { Ctx, World } from './context.ts';
import { insertRows } from './insert.ts';
import type { SeededOrder } from './orders.ts';
import { at, DAY, HOUR, MIN, minDate } from './time.ts';

export interface CorrectionRec {
  id: number;
  orderId: number;
  driverId: number;
  category: CorrectionCategory;
  status: CorrectionStatus;
  acceptedAmount: number | null;
  decidedAt: Date | null;
  decidedById: number | null;
}

const DEMO_ATTACHMENTS: Partial<Record<CorrectionCategory, string>> = {
  incorrect_distance: '/demo/correction-route.svg',
  different_delivery_address: '/demo/correction-route.svg',
  incorrect_size: '/demo/correction-parcel.svg',
};

export async function seedCorrections(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<CorrectionRec[]> {
  const { rng, now } = ctx;
  const candidates = orders.filter(
    ({ draft: { row } }) =>
      (row.status === 'delivered' || row.status === 'finished') &&
      row.driverId &&
      (row.deliveredAt as Date) > at(ctx.today, -11 * DAY),
  );
  const picked = rng
    .sample(candidates, 26)
    .sort((a, b) => (a.draft.row.deliveredAt as Date).getTime() - (b.draft.row.deliveredAt as Date).getTime());
  const deciders = [world.operators.admin, world.operators.backOffice];
  const specs = picked.map(({ id, draft: { row } }, i) => {
    const category = CORRECTION_CATEGORIES[i % CORRECTION_CATEGORIES.length];
    const createdAt = minDate(at(row.deliveredAt as Date, rng.int(10, 300) * MIN), at(now, -MIN));
    // The newest become pending; older ones are decided.
    const status: CorrectionStatus = i >= picked.length - 13 ? 'pending' : i % 3 === 0 ? 'rejected' : 'accepted';
    const estimatedDistance = row.estimatedDistance as number;
    const base = row.estimatedPayoutDriver as number;
    let data: Record<string, unknown> = {};
    let recalculatedDistance: number | null = null;
    let suggested = 500;
    let comment = 'Proszę o korektę wynagrodzenia';
    switch (category) {
      case 'incorrect_distance': {
        const extra = rng.int(800, 6000);
        data = { extraDistance: extra };
        recalculatedDistance = estimatedDistance + extra;
        suggested = Math.round((extra / 1000) * 150);
        comment = 'Objazd – zamknięta ulica, trasa dłuższa niż wyliczona';
        break;
      }
      case 'incorrect_size':
        data = { actualPackageSize: 'L' };
        suggested = 600;
        comment = 'Paczka była znacznie większa niż zadeklarowana';
        break;
      case 'different_delivery_address': {
        const city = CITY_BY_NAME.get(row.clientCity as CityName)!;
        const zip = pickPostcode(ctx, city.name);
        data = { clientAddress: { street: streetAddress(rng, city), zipCode: zip.zipCode, city: city.name } };
        recalculatedDistance = estimatedDistance + rng.int(1000, 5000);
        suggested = Math.round(((recalculatedDistance - estimatedDistance) / 1000) * 150);
        comment = 'Klient poprosił o dostawę pod inny adres';
        break;
      }
      case 'reattempted_delivery':
        suggested = Math.round(base / 2);
        comment = 'Ponowna próba doręczenia – klient nieobecny za pierwszym razem';
        break;
      case 'iqos_wee_exchange':
        suggested = 500;
        comment = 'Odebrano zużyte urządzenie do utylizacji';
        break;
      default:
        comment = 'Długie oczekiwanie na wydanie paczki w sklepie (40 min)';
    }
    const decidedAt = status === 'pending' ? null : minDate(at(createdAt, rng.int(1, 20) * HOUR), at(now, -MIN));
    const acceptedAmount =
      status === 'accepted' ? Math.round((suggested * rng.pick([1, 1, 0.8, 0.5])) / 10) * 10 : null;
    const decider = status === 'pending' ? null : rng.pick(deciders);
    return {
      orderId: id,
      driverId: row.driverId!,
      createdAt,
      category,
      status,
      data,
      estimatedPayoutDriver: base,
      payoutDriver: acceptedAmount !== null ? base + acceptedAmount : null,
      currency: 'pln' as const,
      estimatedDistance,
      recalculatedDistance,
      suggestedCorrectionPay: suggested,
      driversComment: comment,
      // Demo photos shipped with the console (public/demo), for about half: the route driven for distance and address
      // corrections, the package for size corrections; the other categories come without one.
      attachmentUrl: rng.chance(0.5) ? (DEMO_ATTACHMENTS[category] ?? null) : null,
      decidedAt,
      decidedById: decider?.id ?? null,
      acceptedAmount,
      rejectionReason:
        status === 'rejected'
          ? rng.pick([
              'Trasa zgodna z wyliczeniem systemu',
              'Brak zdjęcia potwierdzającego',
              'Rozmiar paczki zgodny z zamówieniem',
            ])
          : null,
      comment: status !== 'pending' && rng.chance(0.5) ? 'Zweryfikowano z historią trasy' : null,
    };
  });
  const ids = await insertRows(ctx.tx, t.corrections, specs);
  return specs.map((s, i) => ({
    id: ids[i],
    orderId: s.orderId,
    driverId: s.driverId,
    category: s.category,
    status: s.status,
    acceptedAmount: s.acceptedAmount,
    decidedAt: s.decidedAt,
    decidedById: s.decidedById,
  }));
}
