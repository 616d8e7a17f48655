// Czech messages of the companies area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { companiesEn } from '../en/companies.ts';

export const companiesCz: PartialMessagesShape<typeof companiesEn> = {
  status: { pending: 'Čekající', active: 'Aktivní', inactive: 'Neaktivní' },
  list: {
    title: 'Firmy',
    empty: 'Zatím zde nejsou žádné firmy.',
    emptyFiltered: 'Hledání ani filtru neodpovídá žádná firma.',
    error: 'Firmy se nepodařilo načíst.',
  },
  filters: { search: 'Název, DIČ nebo e-mail vlastníka', status: 'Stav', allStatuses: 'Všechny stavy' },
  sections: { orderSettings: 'Nastavení objednávek', deliverySettings: 'Nastavení doručení', contractData: 'Smluvní údaje', ownerInfo: 'Vlastník', workingSettings: 'Výchozí pracovní doba' },
  workingHours: {
    helper: 'Výdejní místa bez vlastní týdenní otevírací doby používají tuto dobu a zvláštní dny (vlastní zvláštní dny místa mají přednost).',
    title: 'Týdenní otevírací doba',
    none: 'Bez výchozí doby: místa bez vlastní otevírací doby mají 08:00–20:00 každý den.',
    specialDates: 'Zvláštní dny',
    closed: 'zavřeno',
  },
  actions: { edit: 'Upravit', save: 'Uložit', cancel: 'Zrušit' },
  activation: {
    title: 'Aktivace',
    displayName: 'Jméno klienta zobrazené řidičům',
    submit: 'Aktivovat firmu',
    awaitingContractTitle: 'Čeká na vygenerování smlouvy',
  },
  detail: { backToList: 'Zpět na seznam firem', notFoundTitle: 'Firma nenalezena' },
  notifications: { activated: 'Firma aktivována', updated: 'Údaje firmy aktualizovány' },
};
