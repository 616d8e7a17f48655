// Czech messages of the order list (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { orderListEn } from '../en/orderList.ts';

export const orderListCz: PartialMessagesShape<typeof orderListEn> = {
  filters: {
    search: 'Hledat',
    searchPlaceholder: 'Číslo objednávky, externí id…',
    status: 'Stav',
    company: 'Firma',
    region: 'Region',
    product: 'Produkt',
    noOptions: 'Nic nenalezeno',
    searchPlaceholderReceivers: 'Číslo objednávky, externí id, příjemce nebo telefon…',
  },
  csv: { download: 'Stáhnout CSV', reason: 'Důvod' },
  views: {
    menu: 'Pohledy',
    saveCurrent: 'Uložit aktuální filtry jako pohled…',
    saveTitle: 'Uložit pohled',
    name: 'Název pohledu',
    empty: 'Zatím žádné uložené pohledy',
  },
  shortcuts: {
    title: 'Klávesové zkratky',
    search: 'Přejít na hledání',
    next: 'Další objednávka',
    previous: 'Předchozí objednávka',
    expand: 'Rozbalit nebo sbalit objednávku',
    help: 'Zobrazit zkratky',
  },
  expand: {
    title: 'Objednávka %{orderNo}',
    order: 'Objednávka',
    pickupPoint: 'Výdejní místo',
    receiver: 'Příjemce',
    driver: 'Řidič',
    address: 'Adresa',
    phone: 'Telefon',
    name: 'Jméno',
    products: 'Produkty',
    timestamps: 'Časy',
    closed: 'Zavřeno',
  },
  audit: { title: 'Historie', showLess: 'Zobrazit méně' },
  registered: {
    text: 'Vítejte! Chcete-li vytvářet objednávky, vyplňte v nastavení údaje o firmě a vygenerujte smlouvu; poté váš účet aktivujeme.',
    link: 'Přejít do nastavení',
  },
};
