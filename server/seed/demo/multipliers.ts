// Payout multipliers: current, past, future and deactivated ones, some with time ranges.
import type { TimeRange } from '../../../domain/types.ts';
import * as t from '../../db/schema.ts';
import { CITIES, type CityName } from './cities.ts';
import type { CompanyRec, Ctx, MultiplierRec, Operators } from './context.ts';
import { insertRows } from './insert.ts';
import { at, DAY, hm, HOUR } from './time.ts';

export async function seedMultipliers(
  ctx: Ctx,
  companies: CompanyRec[],
  operators: Operators,
  regions: Map<CityName, number>,
): Promise<MultiplierRec[]> {
  const active = companies.filter((c) => c.def.status === 'active');
  const ids = (keys: string[]) => companies.filter((c) => keys.includes(c.def.key)).map((c) => c.id);
  const day = (n: number, h = 0) => at(ctx.today, n * DAY + h * HOUR);
  const specs: {
    description: string;
    from: Date;
    to: Date;
    regions: CityName[];
    companyIds: number[];
    multiplier: number;
    timeRanges?: TimeRange[];
    deactivated?: { at: Date; reason: string };
  }[] = [
    {
      description: 'Szczyt popołudniowy – Warszawa',
      from: day(-6),
      to: day(8),
      regions: ['Warszawa'],
      companyIds: active.map((c) => c.id),
      multiplier: 1.3,
      timeRanges: [
        { from: hm(7), to: hm(9), multiplier: 1.2 },
        { from: hm(16), to: hm(19), multiplier: 1.5 },
      ],
    },
    {
      description: 'Weekend – Kraków i Wrocław',
      from: day(-13),
      to: day(1),
      regions: ['Kraków', 'Wrocław'],
      companyIds: ids(['iqos', 'apteka', 'kwiaty']),
      multiplier: 1.2,
    },
    {
      description: 'Zła pogoda – Gdańsk',
      from: day(-9, 6),
      to: day(-7, 22),
      regions: ['Gdańsk'],
      companyIds: ids(['automobil', 'techmarket', 'iqos']),
      multiplier: 1.5,
    },
    {
      description: 'Poznań – popołudnia',
      from: day(-2),
      to: day(12),
      regions: ['Poznań'],
      companyIds: ids(['techmarket', 'kwiaty']),
      multiplier: 1.15,
      timeRanges: [{ from: hm(15), to: hm(18), multiplier: 1.3 }],
    },
    {
      description: 'Black Week',
      from: day(2),
      to: day(9),
      regions: CITIES.map((c) => c.name),
      companyIds: active.map((c) => c.id),
      multiplier: 1.25,
    },
    {
      description: 'Promocja Łódź',
      from: day(-5),
      to: day(3),
      regions: ['Łódź'],
      companyIds: ids(['delikatesy']),
      multiplier: 2,
      deactivated: { at: day(-3, 10), reason: 'Błędna stawka – zastąpiony nowym mnożnikiem' },
    },
  ];
  const rows = specs.map((s) => ({
    description: s.description,
    dateFrom: s.from,
    dateTo: s.to,
    regions: s.regions,
    companyIds: s.companyIds,
    multiplier: s.multiplier,
    timeRanges: s.timeRanges ?? null,
    createdById: operators.admin.id,
    createdAt: at(s.from, -2 * DAY),
    deactivatedAt: s.deactivated?.at ?? null,
    deactivatedById: s.deactivated ? operators.admin.id : null,
    deactivationReason: s.deactivated?.reason ?? null,
  }));
  const inserted = await insertRows(ctx.tx, t.multipliers, rows);
  return specs.map((s, i) => ({
    id: inserted[i],
    dateFrom: s.from,
    dateTo: s.to,
    regionIds: s.regions.map((r) => regions.get(r)!),
    companyIds: s.companyIds,
    multiplier: s.multiplier,
    timeRanges: s.timeRanges ?? null,
    deactivatedAt: s.deactivated?.at ?? null,
  }));
}
