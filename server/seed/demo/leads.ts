// Sales leads from the landing pages.
import * as t from '../../db/schema.ts';
import type { Ctx } from './context.ts';
import { asciiFold, person, phone } from './fakeData.ts';
import { insertPlain } from './insert.ts';
import { at, DAY, HOUR } from './time.ts';

export async function seedLeads(ctx: Ctx): Promise<void> {
  const { rng, now } = ctx;
  const leads = Array.from({ length: 6 }, (_, i) => {
    const p = person(ctx);
    const company = rng.pick([
      'Sklep Zoologiczny Azor',
      'Perfumeria Bella',
      'Cukiernia Słodki Kącik',
      'Drogeria Natura Plus',
      'Sklep Rowerowy Szprycha',
      'Optyk Wzrok',
    ]);
    return {
      name: `${p.firstName} ${p.lastName}`,
      email: `${asciiFold(p.firstName).toLowerCase()}.${asciiFold(p.lastName).toLowerCase()}@${asciiFold(company)
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')}.pl`,
      phone: phone(rng),
      companyName: company,
      message: rng.pick([
        'Interesuje nas dostawa w 90 minut w Warszawie.',
        'Prosimy o ofertę dla 3 sklepów.',
        'Czy obsługujecie dostawy w weekendy?',
        null,
      ]),
      source: i % 3 === 0 ? 'register-landing' : 'sales-landing',
      createdAt: at(ctx.today, -rng.int(0, 20) * DAY + rng.int(8, 20) * HOUR),
    };
  })
    .filter((l) => l.createdAt <= now)
    .map((l) => ({ ...l, updatedAt: l.createdAt })); // a demo request is last shown when it is sent
  await insertPlain(ctx.tx, t.leads, leads);
}
