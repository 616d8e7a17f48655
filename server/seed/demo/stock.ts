// Warehouses and the stock ledger: deliveries to warehouses, IQOS devices handed to ambassadors and drivers, the
// devices orders consumed, exchanges between drivers, and the resulting balances.
import { mayDeliverFor } from '../../../domain/driverSchemas.ts';
import type { StockExchangeStatus, StockMovementType } from '../../../domain/enums.ts';
import * as t from '../../db/schema.ts';
import type { CityName } from './cities.ts';
import type { CompanyRec, Ctx, DriverRec, WarehouseRec, World } from './context.ts';
import { pad } from './fakeData.ts';
import { insertPlain, insertRows } from './insert.ts';
import type { SeededOrder } from './orders.ts';
import { at, DAY, dayKey, HOUR, MIN, minDate } from './time.ts';

interface MovementDraft {
  type: StockMovementType;
  productId: number;
  amount: number;
  serialNumber: string | null;
  /** Every serial of a move of several devices (the ledger's items); the one serial or batch otherwise. */
  items?: string[];
  fromWarehouseId?: number;
  toWarehouseId?: number;
  fromDriverId?: number;
  toDriverId?: number;
  /** Index of the order in the seeded order list (driverToOrder). */
  orderIndex?: number;
  createdById?: number | null;
  createdAt: Date;
}

interface Holding {
  amount: number;
  /** Unit serials (serialized products) or batch numbers. */
  items: string[];
}

/** In-memory stock: balances per holder and product, plus the ledger rows that produced them. */
export class StockBook {
  readonly warehouses = new Map<string, Holding>();
  readonly drivers = new Map<string, Holding>();
  readonly movements: MovementDraft[] = [];
  readonly serialized = new Set<number>();

  holding(kind: 'warehouse' | 'driver', holderId: number, productId: number): Holding {
    const map = kind === 'warehouse' ? this.warehouses : this.drivers;
    const key = `${holderId}:${productId}`;
    let h = map.get(key);
    if (!h) map.set(key, (h = { amount: 0, items: [] }));
    return h;
  }

  /** Moves `amount` units (the first serials) from one holding to another; returns the moved serials. */
  transfer(from: Holding | null, to: Holding | null, productId: number, amount: number): string[] {
    const serialized = this.serialized.has(productId);
    let moved: string[] = [];
    if (from) {
      if (from.amount < amount) throw new Error('seed: stock would go negative');
      from.amount -= amount;
      if (serialized) moved = from.items.splice(0, amount);
    }
    if (to) {
      to.amount += amount;
      if (serialized) to.items.push(...moved);
    }
    return moved;
  }
}

export async function seedWarehouses(
  ctx: Ctx,
  companies: CompanyRec[],
  regions: Map<CityName, number>,
): Promise<WarehouseRec[]> {
  const pending: Omit<WarehouseRec, 'id'>[] = [];
  for (const company of companies) {
    for (const city of company.def.warehouseCities) {
      pending.push({
        owner: `Magazyn ${company.def.brand.replace(' Store', '')} ${city}`,
        companyId: company.id,
        city,
        regionId: regions.get(city)!,
      });
    }
  }
  const ids = await insertRows(
    ctx.tx,
    t.warehouses,
    pending.map((w) => ({
      owner: w.owner,
      companyId: w.companyId,
      regionId: w.regionId,
      createdAt: at(ctx.today, -60 * DAY),
    })),
  );
  return pending.map((w, i) => ({ ...w, id: ids[i] }));
}

/**
 * The stock story before the order history starts: the company delivers to its warehouses, IQOS warehouses supply
 * the ambassadors, ambassadors hand devices to drivers. Orders then consume driver stock (driverToOrder).
 */
export function distributeStock(
  ctx: Ctx,
  warehouses: WarehouseRec[],
  drivers: DriverRec[],
  companies: CompanyRec[],
): StockBook {
  const { rng } = ctx;
  const book = new StockBook();
  const yymm = dayKey(ctx.today).slice(2, 7).replace('-', '');
  for (const company of companies) {
    for (const p of company.products) if (p.def.type === 'iqos') book.serialized.add(p.id);
  }
  for (const w of warehouses) {
    const company = companies.find((c) => c.id === w.companyId)!;
    company.products
      .filter((p) => p.def.stocked)
      .forEach((p, pi) => {
        for (let delivery = 0; delivery < 2; delivery++) {
          const amount = book.serialized.has(p.id) ? rng.int(50, 110) : rng.int(20, 80);
          const batch = `PARTIA-${yymm}-${w.id}${pi}${delivery + 1}`;
          const holding = book.holding('warehouse', w.id, p.id);
          book.transfer(null, holding, p.id, amount);
          if (book.serialized.has(p.id)) {
            const start = holding.items.length;
            for (let k = 0; k < amount; k++)
              holding.items.push(`${p.def.code.replace(/-/g, '')}${yymm}${pad(w.id)}${pad(start + k + 1, 4)}`);
          } else {
            holding.items.push(batch);
          }
          book.movements.push({
            type: 'companyToWarehouse',
            productId: p.id,
            amount,
            serialNumber: batch,
            toWarehouseId: w.id,
            createdAt: at(ctx.today, -(24 - delivery * 4) * DAY + rng.int(8, 15) * HOUR),
          });
        }
      });
  }
  // IQOS: warehouse → ambassador → drivers, in each region.
  const iqos = companies.find((c) => c.def.key === 'iqos')!;
  const iqosWarehouses = warehouses.filter((w) => w.companyId === iqos.id);
  const nearest: Record<CityName, CityName> = {
    Warszawa: 'Warszawa',
    Łódź: 'Warszawa',
    Kraków: 'Kraków',
    Wrocław: 'Wrocław',
    Poznań: 'Wrocław',
    Gdańsk: 'Warszawa',
  };
  const stocked = iqos.products.filter((p) => p.def.stocked);
  for (const amb of drivers.filter((d) => d.ambassador)) {
    const w = iqosWarehouses.find((x) => x.city === nearest[amb.city]) ?? iqosWarehouses[0];
    if (!w) continue;
    for (const p of stocked) {
      const from = book.holding('warehouse', w.id, p.id);
      const amount = Math.min(from.amount, rng.int(14, 26));
      book.transfer(from, book.holding('driver', amb.id, p.id), p.id, amount);
      book.movements.push({
        type: 'warehouseToAmbassador',
        productId: p.id,
        amount,
        serialNumber: null,
        fromWarehouseId: w.id,
        toDriverId: amb.id,
        createdAt: at(ctx.today, -17 * DAY + rng.int(9, 16) * HOUR),
      });
    }
    const receivers = drivers.filter(
      (d) => d.regionId === amb.regionId && !d.ambassador && d.active && !d.blocked && mayDeliverFor(d, iqos.id),
    );
    for (const d of rng.sample(receivers, rng.int(3, 5))) {
      for (const p of rng.sample(stocked, rng.int(2, stocked.length))) {
        const from = book.holding('driver', amb.id, p.id);
        const amount = Math.min(from.amount, rng.int(2, 5));
        if (amount <= 0) continue;
        book.transfer(from, book.holding('driver', d.id, p.id), p.id, amount);
        book.movements.push({
          type: 'ambassadorToDriver',
          productId: p.id,
          amount,
          serialNumber: null,
          fromDriverId: amb.id,
          toDriverId: d.id,
          createdAt: at(ctx.today, -15 * DAY + rng.int(9, 18) * HOUR),
        });
      }
    }
  }
  return book;
}

export async function seedStockRecords(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<void> {
  const { rng, now } = ctx;
  const book = world.stock;
  orders.forEach(({ draft }, orderIndex) => {
    for (const out of draft.stockOut) {
      book.movements.push({
        type: 'driverToOrder',
        productId: out.productId,
        amount: 1,
        serialNumber: out.serial,
        fromDriverId: out.driverId,
        orderIndex,
        createdAt: out.at,
      });
    }
  });

  // Stock exchanges between drivers of one region: every status; confirmed ones move stock.
  const holders = [...book.drivers.entries()]
    .map(([key, h]) => ({ driverId: Number(key.split(':')[0]), productId: Number(key.split(':')[1]), h }))
    .filter((x) => x.h.amount >= 2);
  const statuses: StockExchangeStatus[] = [
    'pending',
    'pending',
    'pending',
    'in_progress',
    'in_progress',
    'rejected',
    'rejected',
    'confirmed',
    'confirmed',
    'confirmed',
  ];
  const exchanges: Record<string, unknown>[] = [];
  for (const status of statuses) {
    const giver = rng.pick(holders.filter((x) => x.h.amount >= 2));
    if (!giver) break;
    const givingDriver = world.drivers.find((d) => d.id === giver.driverId)!;
    const receiver = rng.pick(
      world.drivers.filter(
        (d) => d.regionId === givingDriver.regionId && d.id !== givingDriver.id && d.active && !d.blocked,
      ),
    );
    const amount = rng.int(1, Math.min(3, giver.h.amount - 1));
    const createdAt = at(
      now,
      -rng.int(
        status === 'pending' || status === 'in_progress' ? 20 : 600,
        status === 'pending' || status === 'in_progress' ? 600 : 2800,
      ) * MIN,
    );
    const decidedAt = minDate(at(createdAt, rng.int(5, 40) * MIN), now);
    if (status === 'confirmed') {
      const moved = book.transfer(
        giver.h,
        book.holding('driver', receiver.id, giver.productId),
        giver.productId,
        amount,
      );
      book.movements.push({
        type: 'driverToDriver',
        productId: giver.productId,
        amount,
        serialNumber: moved.length === 1 ? moved[0] : null,
        items: moved,
        fromDriverId: giver.driverId,
        toDriverId: receiver.id,
        createdAt: decidedAt,
      });
    }
    exchanges.push({
      driverId: receiver.id,
      givingDriverId: giver.driverId,
      productId: giver.productId,
      amount,
      status,
      createdAt,
      rejectedAt: status === 'rejected' ? decidedAt : null,
      confirmedAt: status === 'confirmed' ? decidedAt : null,
    });
  }

  book.movements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertPlain(
    ctx.tx,
    t.stockMovements,
    book.movements.map((m) => ({
      type: m.type,
      productId: m.productId,
      amount: m.amount,
      serialNumber: m.serialNumber,
      items: m.items?.length ? m.items : m.serialNumber ? [m.serialNumber] : [],
      fromWarehouseId: m.fromWarehouseId ?? null,
      toWarehouseId: m.toWarehouseId ?? null,
      fromDriverId: m.fromDriverId ?? null,
      toDriverId: m.toDriverId ?? null,
      orderId: m.orderIndex !== undefined ? orders[m.orderIndex].id : null,
      createdById:
        m.createdById ??
        (m.type === 'companyToWarehouse' || m.type === 'warehouseToAmbassador' ? world.operators.backOffice.id : null),
      createdAt: m.createdAt,
    })),
  );
  const balances = (map: Map<string, Holding>) =>
    [...map.entries()]
      .filter(([, h]) => h.amount > 0)
      .map(([key, h]) => {
        const [holderId, productId] = key.split(':').map(Number);
        return {
          holderId,
          productId,
          amount: h.amount,
          items: book.serialized.has(productId) ? h.items : [...new Set(h.items)],
        };
      });
  await insertPlain(
    ctx.tx,
    t.warehouseStock,
    balances(book.warehouses).map((b) => ({
      warehouseId: b.holderId,
      productId: b.productId,
      amount: b.amount,
      items: b.items,
    })),
  );
  await insertPlain(
    ctx.tx,
    t.driverStock,
    balances(book.drivers).map((b) => ({
      driverId: b.holderId,
      productId: b.productId,
      amount: b.amount,
      items: b.items,
    })),
  );
  await insertPlain(ctx.tx, t.stockExchanges, exchanges);
}
