// Czech messages of the pin area (merged into locales/cz.ts under the key `pin`).
import type { MessagesShape } from '../en.ts';
import type { pinEn } from '../en/pin.ts';

export const pinCz: MessagesShape<typeof pinEn> = {
  title: 'Ověření vyzvednutí',
  intro: 'Zadejte datum vytvoření objednávky, číslo objednávky a PIN pro vyzvednutí, který vám sdělí řidič.',
  createdAt: 'Datum vytvoření',
  orderNo: 'Číslo objednávky',
  pin: 'PIN',
  submit: 'Ověřit vyzvednutí',
  verified: 'Objednávka %{orderNo}: vyzvednutí ověřeno v %{time}',
  verifiedListTitle: 'Ověřeno v této relaci',
  validation: {
    invalidDate: 'Zadejte platné datum',
    notInFuture: 'Datum nemůže být v budoucnosti',
    orderNoLength:
      'Číslo objednávky má přesně %{length} znak |||| Číslo objednávky má přesně %{length} znaky |||| Číslo objednávky má přesně %{length} znaků',
  },
  errors: {
    order_not_ready_for_pick_up: 'Tato objednávka nečeká na vyzvednutí.',
    incorrect_verification_code_and_order_no: 'Nesprávné číslo objednávky, datum nebo PIN.',
    too_many_pickup_attempts: 'Příliš mnoho neúspěšných pokusů. Zkuste to znovu za několik minut.',
    unknown: 'Vyzvednutí se nepodařilo ověřit. Zkuste to později.',
  },
};
