// The six demo cities (districts, streets, plates, driver counts), their real postal codes from the geodata, and the
// addresses drawn in them.
import { GEO_FILES, readGeoText } from '../../services/geoFiles.ts';
import type { Ctx } from './context.ts';
import type { Random } from './random.ts';

export type CityName = 'Warszawa' | 'Kraków' | 'Wrocław' | 'Poznań' | 'Gdańsk' | 'Łódź';

interface CityDef {
  name: CityName;
  /** `place` in postcodes-pl.csv (no diacritics). */
  csvPlace: string;
  lat: number;
  lng: number;
  plate: string;
  drivers: number;
  districts: string[];
  streets: string[];
}

const COMMON_STREETS = [
  'ul. Polna',
  'ul. Leśna',
  'ul. Słoneczna',
  'ul. Krótka',
  'ul. Szkolna',
  'ul. Ogrodowa',
  'ul. Lipowa',
  'ul. Kwiatowa',
  'ul. Brzozowa',
  'ul. Łąkowa',
  'ul. Mickiewicza',
  'ul. Sienkiewicza',
  'ul. Słowackiego',
  'ul. Kopernika',
  'ul. Jana Pawła II',
  'ul. 3 Maja',
  'ul. Wojska Polskiego',
  'ul. Zielona',
  'ul. Parkowa',
  'ul. Reymonta',
  'ul. Żeromskiego',
  'ul. Konopnickiej',
  'ul. Chopina',
  'ul. Moniuszki',
  'ul. Prusa',
  'ul. Kolejowa',
  'ul. Akacjowa',
  'ul. Klonowa',
  'ul. Miodowa',
  'ul. Różana',
];

export const CITIES: CityDef[] = [
  {
    name: 'Warszawa',
    csvPlace: 'Warszawa',
    lat: 52.2297,
    lng: 21.0122,
    plate: 'WA',
    drivers: 16,
    districts: [
      'Mokotów',
      'Śródmieście',
      'Wola',
      'Praga-Południe',
      'Ursynów',
      'Bemowo',
      'Bielany',
      'Targówek',
      'Ochota',
    ],
    streets: [
      'ul. Marszałkowska',
      'ul. Puławska',
      'ul. Grójecka',
      'ul. Targowa',
      'Al. Jerozolimskie',
      'ul. Nowy Świat',
      'ul. Świętokrzyska',
      'ul. Żelazna',
      'ul. Górczewska',
      'ul. Woronicza',
      'ul. Grochowska',
      'ul. Rakowiecka',
    ],
  },
  {
    name: 'Kraków',
    csvPlace: 'Krakow',
    lat: 50.0614,
    lng: 19.9372,
    plate: 'KR',
    drivers: 11,
    districts: ['Stare Miasto', 'Podgórze', 'Krowodrza', 'Nowa Huta', 'Kazimierz', 'Bronowice', 'Prądnik Biały'],
    streets: [
      'ul. Floriańska',
      'ul. Karmelicka',
      'ul. Dietla',
      'ul. Wielicka',
      'ul. Kalwaryjska',
      'ul. Dobrego Pasterza',
      'ul. Zakopiańska',
      'al. Pokoju',
      'ul. Starowiślna',
      'ul. Długa',
      'ul. Królewska',
    ],
  },
  {
    name: 'Wrocław',
    csvPlace: 'Wroclaw',
    lat: 51.1079,
    lng: 17.0385,
    plate: 'DW',
    drivers: 10,
    districts: ['Stare Miasto', 'Krzyki', 'Fabryczna', 'Psie Pole', 'Śródmieście', 'Nadodrze'],
    streets: [
      'ul. Świdnicka',
      'ul. Legnicka',
      'ul. Grabiszyńska',
      'ul. Kazimierza Wielkiego',
      'pl. Grunwaldzki',
      'ul. Powstańców Śląskich',
      'ul. Krzywoustego',
      'ul. Traugutta',
      'ul. Oławska',
    ],
  },
  {
    name: 'Poznań',
    csvPlace: 'Poznan',
    lat: 52.4064,
    lng: 16.9252,
    plate: 'PO',
    drivers: 8,
    districts: ['Stare Miasto', 'Jeżyce', 'Grunwald', 'Wilda', 'Rataje', 'Winogrady'],
    streets: [
      'ul. Półwiejska',
      'ul. Głogowska',
      'ul. Dąbrowskiego',
      'ul. Grunwaldzka',
      'ul. Garbary',
      'ul. Święty Marcin',
      'os. Piastowskie',
      'ul. Hetmańska',
      'ul. Bukowska',
    ],
  },
  {
    name: 'Gdańsk',
    csvPlace: 'Gdansk',
    lat: 54.352,
    lng: 18.6466,
    plate: 'GD',
    drivers: 8,
    districts: ['Śródmieście', 'Wrzeszcz', 'Oliwa', 'Przymorze', 'Zaspa', 'Orunia'],
    streets: [
      'ul. Długa',
      'ul. Grunwaldzka',
      'al. Zwycięstwa',
      'ul. Kartuska',
      'ul. Chłopska',
      'ul. Piastowska',
      'ul. Rakoczego',
      'ul. Miszewskiego',
      'ul. Wita Stwosza',
    ],
  },
  {
    name: 'Łódź',
    csvPlace: 'Lodz',
    lat: 51.7592,
    lng: 19.456,
    plate: 'EL',
    drivers: 7,
    districts: ['Śródmieście', 'Bałuty', 'Widzew', 'Polesie', 'Górna', 'Retkinia'],
    streets: [
      'ul. Piotrkowska',
      'ul. Zgierska',
      'ul. Kościuszki',
      'ul. Narutowicza',
      'ul. Rzgowska',
      'ul. Pabianicka',
      'al. Włókniarzy',
      'ul. Zachodnia',
      'ul. Limanowskiego',
    ],
  },
];
export const CITY_BY_NAME = new Map(CITIES.map((c) => [c.name, c]));

export interface Postcode {
  zipCode: string;
  lat: number;
  lng: number;
}

export async function loadPostcodes(geoDataDir: string): Promise<Map<CityName, Postcode[]>> {
  const byPlace = new Map(CITIES.map((c) => [c.csvPlace, c.name]));
  const out = new Map<CityName, Postcode[]>(CITIES.map((c) => [c.name, []]));
  const text = await readGeoText(geoDataDir, GEO_FILES.postcodes);
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [zipCode, place, lat, lng, precision] = line.split(',');
    const city = byPlace.get(place);
    if (city && precision === 'prg-polygons') out.get(city)!.push({ zipCode, lat: Number(lat), lng: Number(lng) });
  }
  for (const [city, list] of out) {
    if (list.length === 0) throw new Error(`No postal codes for ${city} in ${geoDataDir}/${GEO_FILES.postcodes}`);
    list.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  }
  return out;
}

export function streetAddress(rng: Random, city: CityDef): string {
  const street = rng.chance(0.55) ? rng.pick(city.streets) : rng.pick(COMMON_STREETS);
  const number = `${rng.int(1, 180)}${rng.chance(0.12) ? rng.pick(['A', 'B', 'C']) : ''}`;
  return rng.chance(0.45) ? `${street} ${number}/${rng.int(1, 80)}` : `${street} ${number}`;
}

export function pickPostcode(ctx: Ctx, city: CityName, avoid?: Set<string>): Postcode {
  const list = ctx.postcodes.get(city)!;
  for (let i = 0; i < 20; i++) {
    const p = ctx.rng.pick(list);
    if (!avoid || !avoid.has(p.zipCode)) {
      avoid?.add(p.zipCode);
      return p;
    }
  }
  return ctx.rng.pick(list);
}
