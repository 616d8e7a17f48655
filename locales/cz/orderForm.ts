// Czech messages of the order create form (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { orderFormEn } from '../en/orderForm.ts';

export const orderFormCz: PartialMessagesShape<typeof orderFormEn> = {
  title: 'Nová objednávka',
  company: {
    label: 'Firma',
  },
  sections: {
    products: 'Produkty',
    helperProducts: 'Doplňky',
    details: 'Podrobnosti objednávky',
    pickupPoint: 'Místo vyzvednutí',
    receiver: 'Příjemce',
    packageSize: 'Velikost balíku',
    payment: 'Platba',
    estimate: 'Odhad doručení',
    schedule: 'Čas doručení',
  },
  address: {
    street: 'Ulice a číslo',
    city: 'Město',
    zipCode: 'PSČ',
    phone: 'Telefon',
  },
  estimate: {
    check: 'Ověřit doručení',
    distance: 'Vzdálenost',
    price: 'Cena',
  },
  schedule: {
    asap: 'Co nejdříve',
  },
  submit: 'Vytvořit objednávku',
  created: 'Objednávka %{orderNo} vytvořena',
};
