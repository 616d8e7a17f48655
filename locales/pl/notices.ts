// Polish messages of the notices and of "Order again": every key of locales/en/notices.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { noticesEn } from '../en/notices.ts';

export const noticesPl: MessagesShape<typeof noticesEn> = {
  notAccepted: {
    button: 'Powiadomienia',
    // "Nowe: N" reads right for every N.
    buttonUnseen: 'Powiadomienia, nowe: %{smart_count}',
    title: 'Zamówienia bez kierowcy',
    subtitle: 'Zamówienia z ostatnich %{days} dni, których żaden kierowca nie przyjął na czas i które anulowano',
    empty: 'W ciągu ostatnich %{days} dni żadne zamówienie nie zostało bez kierowcy.',
    loading: 'Wczytywanie powiadomień…',
    loadError: 'Nie udało się wczytać powiadomień.',
    retry: 'Spróbuj ponownie',
    new: 'Nowe',
    order: 'Zamówienie %{orderNo}',
    reason:
      'Anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minuty |||| Anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minut |||| Anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minut',
    cancelledAt: 'Anulowane o %{time}',
    show: 'Pokaż zamówienie',
    toast:
      'Zamówienie %{orderNo} zostało anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minuty |||| Zamówienie %{orderNo} zostało anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minut |||| Zamówienie %{orderNo} zostało anulowane: żaden kierowca nie przyjął go w ciągu %{smart_count} minut',
    toastMany:
      'Anulowano %{smart_count} zamówienie: żaden kierowca nie przyjął go na czas |||| Anulowano %{smart_count} zamówienia: żaden kierowca nie przyjął ich na czas |||| Anulowano %{smart_count} zamówień: żaden kierowca nie przyjął ich na czas',
    showAll: 'Pokaż',
  },
  orderAgain: {
    button: 'Zamów ponownie',
    title: 'Kopia zamówienia %{orderNo}',
    text: 'Sprawdź dane i wyślij zamówienie: nic nie zostanie wysłane, dopóki tego nie zrobisz. Identyfikator zewnętrzny pozostaje pusty.',
    receiverHidden: 'Dane odbiorcy tego zamówienia nie są widoczne dla Twojego konta: uzupełnij je.',
    productsLeftOut: 'Pominięto produkty, których nie można już zamówić: %{names}.',
    loadError: 'Nie udało się odczytać zamówienia do skopiowania: formularz jest pusty.',
  },
};
