// Notifications sent to drivers (all regions, one region, online drivers only).
import * as t from '../../db/schema.ts';
import { CITIES } from './cities.ts';
import type { Ctx, World } from './context.ts';
import { insertPlain } from './insert.ts';
import { at, DAY, HOUR } from './time.ts';

export async function seedNotifications(ctx: Ctx, world: World): Promise<void> {
  const ops = world.operators;
  const regionNames = CITIES.map((c) => c.name);
  await insertPlain(ctx.tx, t.notifications, [
    {
      regions: ['*'],
      status: 'all',
      shortTitle: 'Aktualizacja aplikacji',
      shortBody: 'Zaktualizuj aplikację do wersji 3.14.2',
      longTitle: 'Nowa wersja aplikacji',
      longBody: 'Wersja 3.14.2 poprawia nawigację i potwierdzanie odbioru kodem PIN.',
      recipients: world.drivers.length,
      createdById: ops.admin.id,
      createdAt: at(ctx.today, -6 * DAY + 9 * HOUR),
    },
    {
      regions: ['Warszawa'],
      status: 'online',
      shortTitle: 'Duży popyt w Warszawie',
      shortBody: 'Mnożnik 1.5x w godzinach 16–19',
      longTitle: null,
      longBody: null,
      recipients: world.drivers.filter((d) => d.city === 'Warszawa').length,
      createdById: ops.backOffice.id,
      createdAt: at(ctx.today, -1 * DAY + 15 * HOUR),
    },
    {
      regions: [regionNames[4]],
      status: 'all',
      shortTitle: 'Utrudnienia na Grunwaldzkiej',
      shortBody: 'Remont – wybierajcie objazd przez al. Zwycięstwa',
      longTitle: null,
      longBody: null,
      recipients: world.drivers.filter((d) => d.city === 'Gdańsk').length,
      createdById: ops.backOffice.id,
      createdAt: at(ctx.today, -3 * DAY + 8 * HOUR),
    },
  ]);
}
