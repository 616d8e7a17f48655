// Polish messages of the pin area: every key of locales/en/pin.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { pinEn } from '../en/pin.ts';

export const pinPl: MessagesShape<typeof pinEn> = {
  title: 'Weryfikacja odbioru',
  intro: 'Podaj datę utworzenia zamówienia, numer zamówienia i PIN odbioru podany przez kierowcę.',
  createdAt: 'Data utworzenia',
  orderNo: 'Numer zamówienia',
  pin: 'PIN',
  submit: 'Potwierdź odbiór',
  verified: 'Zamówienie %{orderNo}: odbiór potwierdzony o %{time}',
  verifiedListTitle: 'Potwierdzone w tej sesji',
  validation: {
    invalidDate: 'Podaj poprawną datę',
    notInFuture: 'Data nie może być z przyszłości',
    orderNoLength:
      'Numer zamówienia ma dokładnie %{length} znak |||| Numer zamówienia ma dokładnie %{length} znaki |||| Numer zamówienia ma dokładnie %{length} znaków',
  },
  errors: {
    order_not_ready_for_pick_up: 'To zamówienie nie czeka na odbiór.',
    incorrect_verification_code_and_order_no: 'Nieprawidłowy numer zamówienia, data lub PIN.',
    too_many_pickup_attempts: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za kilka minut.',
    unknown: 'Nie udało się potwierdzić odbioru. Spróbuj ponownie później.',
  },
};
