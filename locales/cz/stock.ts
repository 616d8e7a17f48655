// Czech messages of the stock area (complete; the type allows missing keys, which fall back to English).
import type { MessagesShape } from '../en.ts';
import type { stockEn } from '../en/stock.ts';

export const stockCz: MessagesShape<typeof stockEn> = {
  page: {
    title: 'Převod zásob',
  },
  panel: {
    giving: 'Předávající',
    receiving: 'Přijímající',
    entityType: 'Typ',
    readOnly: 'Zásoba přijímajícího skladu je jen pro čtení.',
    choose: {
      driver: 'Vyberte řidiče, abyste viděli jeho zásobu.',
      warehouse: 'Vyberte sklad, abyste viděli jeho zásobu.',
    },
  },
  entityType: {
    driver: 'Řidič',
    warehouse: 'Sklad',
  },
  picker: {
    driverNote: 'Zablokovaní a neaktivní řidiči se nezobrazují.',
    driverNoteCompany:
      'Nezobrazují se řidiči zablokovaní, neaktivní ani ti, kteří nesmějí vozit zboží firmy %{company}.',
    warehouseNote: 'Neaktivní sklady se nezobrazují.',
    noOptions: 'Nic nenalezeno',
    loading: 'Načítání…',
    error: 'Seznam se nepodařilo načíst.',
  },
  fields: {
    product: 'Produkt',
    company: 'Firma',
    amount: 'Množství',
    available: 'K dispozici',
    incoming: 'Na cestě',
  },
  list: {
    givingLabel: 'Zásoba předávajícího',
    receivingLabel: 'Zásoba přijímajícího',
    loading: 'Načítání zásoby',
    empty: 'Žádná zásoba.',
    error: 'Zásobu se nepodařilo načíst.',
  },
  transfer: {
    regionLabel: 'Převést: %{name}',
    amount: 'Množství k převodu',
    available: 'K dispozici: %{available}',
    submit: 'Převést',
    sending: 'Převádění…',
    notTransferable: 'Tuto zásobu nelze převést.',
    done: 'Zásoba převedena.',
    awaitingConfirmation: 'Zásoba převedena. Čeká na potvrzení přijímajícího řidiče.',
    invalid: 'Zkontrolujte množství k převodu.',
  },
  precheck: {
    noGivingDriver: 'Nejprve vyberte předávajícího řidiče.',
    noReceivingDriver: 'Nejprve vyberte přijímajícího řidiče.',
    noGivingWarehouse: 'Nejprve vyberte předávající sklad.',
    noReceivingWarehouse: 'Nejprve vyberte přijímající sklad.',
  },
  errors: {
    insufficientStock: 'Nedostatečná zásoba: předávající strana má k dispozici méně než toto množství.',
    notTransferable: 'Zásobu tohoto produktu nelze převádět.',
    sameHolder: 'Předávající a přijímající strana jsou stejné.',
    productCompanyMismatch: 'Produkt nepatří firmě tohoto skladu.',
    driverNotAllowed: 'Řidič nesmí převážet zboží této firmy.',
    driverBlocked: 'Přijímající řidič je zablokován a nemůže dostat zboží.',
    driverInactive: 'Účet přijímajícího řidiče je neaktivní: nemůže dostat zboží.',
  },
  pending: {
    title: 'Čekající zásoba',
    regionLabel: 'Čekající zásoba: %{name}',
    loading: 'Načítání čekající zásoby',
    empty: 'Žádné čekající převody tohoto produktu.',
    error: 'Čekající zásobu se nepodařilo načíst.',
    givingDriver: 'Předávající řidič',
    product: 'Produkt',
    amount: 'Množství',
    status: 'Stav',
    createdAt: 'Odesláno',
    statuses: {
      in_progress: 'Probíhá',
      pending: 'Čeká',
      rejected: 'Zamítnuto',
      confirmed: 'Potvrzeno',
    },
  },
};
