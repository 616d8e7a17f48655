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
  sections: { orderSettings: 'Nastavení objednávek', deliverySettings: 'Nastavení doručení', contractData: 'Smluvní údaje', ownerInfo: 'Vlastník' },
  actions: { edit: 'Upravit', save: 'Uložit', cancel: 'Zrušit' },
  activation: {
    title: 'Aktivace',
    displayName: 'Jméno klienta zobrazené řidičům',
    submit: 'Aktivovat firmu',
    awaitingContractTitle: 'Čeká na vygenerování smlouvy',
    viewContract: 'Zobrazit smlouvu (PDF)',
    contractFailure: 'Smlouvu se nepodařilo stáhnout. Zkuste to později.',
  },
  detail: { backToList: 'Zpět na seznam firem', notFoundTitle: 'Firma nenalezena' },
  notifications: { activated: 'Firma aktivována', updated: 'Údaje firmy aktualizovány' },
};
