// Czech messages of the pin area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { pinEn } from '../en/pin.ts';

export const pinCz: PartialMessagesShape<typeof pinEn> = {
  title: 'Ověření vyzvednutí',
  createdAt: 'Datum vytvoření',
  orderNo: 'Číslo objednávky',
  pin: 'PIN',
  submit: 'Ověřit vyzvednutí',
  verified: 'Objednávka %{orderNo}: vyzvednutí ověřeno v %{time}',
  validation: {
    notInFuture: 'Datum nemůže být v budoucnosti',
  },
  errors: {
    order_not_ready_for_pick_up: 'Tato objednávka nečeká na vyzvednutí.',
    incorrect_verification_code_and_order_no: 'Nesprávné číslo objednávky, datum nebo PIN.',
    unknown: 'Vyzvednutí se nepodařilo ověřit. Zkuste to později.',
  },
};
