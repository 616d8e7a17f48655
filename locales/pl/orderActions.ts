// Polish messages of the orderActions area: every key of locales/en/orderActions.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { orderActionsEn } from '../en/orderActions.ts';

export const orderActionsPl: MessagesShape<typeof orderActionsEn> = {
  panel: {
    label: 'Akcje zamówienia',
  },
  labelDownload: {
    preparing: 'Przygotowywanie etykiety…',
  },
  actions: {
    downloadLabel: 'Etykieta',
    cancel: 'Anuluj zamówienie',
    changeDriver: 'Zmień kierowcę',
    pickupVerification: 'Potwierdź odbiór',
    hold: 'Wstrzymanie',
    // "Wznowienia: N" reads right for every N, so it needs no plural forms.
    renewals: 'Wznowienia: %{smart_count}',
    comments: 'Komentarze: %{smart_count}',
    routeMap: 'Trasa',
    holdHistory: 'Historia wstrzymań: %{smart_count}',
  },
  common: {
    close: 'Zamknij',
  },
  hold: {
    title: 'Historia wstrzymań zamówienia %{orderNo}',
    historyLabel: 'Wstrzymania',
    empty: 'Zamówienie nie było wstrzymywane.',
    columns: {
      since: 'Od',
      until: 'Do',
      by: 'Przez',
      notes: 'Notatki',
      releasedAt: 'Zwolniono',
    },
    by: {
      operator: 'Operator',
      driver: 'Kierowca',
      system: 'System',
    },
    untilReleased: 'Do zwolnienia',
    onHoldUntil: 'Wstrzymane do %{time}',
    onHoldUntilReleased: 'Wstrzymane do zwolnienia',
    note: 'Notatka: %{note}',
    formTitle: 'Wstrzymaj zamówienie',
    preset: '+%{minutes} min',
    presetsLabel: 'Wstrzymaj na',
    holdOrderTill: 'Wstrzymaj do',
    limit:
      'Najwyżej %{max} dzień od teraz: do %{time} |||| Najwyżej %{max} dni od teraz: do %{time} |||| Najwyżej %{max} dni od teraz: do %{time}',
    notes: 'Notatki',
    submit: 'Wstrzymaj',
    release: 'Zwolnij',
  },
  cancel: {
    title: 'Anuluj zamówienie %{orderNo}',
    reason: 'Powód',
    renewal: {
      label: 'Wznowienie',
      default: 'Domyślnie (wznowienie tylko przy winie kierowcy)',
      renew: 'Wznów (z powrotem w kolejce dla innego kierowcy)',
      noRenewal: 'Nie wznawiaj',
    },
    createReturn: {
      label: 'Odebrany towar',
      default: 'Domyślnie (zwrot, jeśli towar został odebrany)',
      noReturn: 'Bez zwrotu (towar zostaje u kierowcy)',
      none: 'Brak (usuń odebrany towar ze stanu kierowcy)',
    },
    payable: {
      label: 'Wynagrodzenie kierowcy',
      default: 'Domyślnie (płatne, jeśli towar został odebrany)',
      noPayment: 'Bez wynagrodzenia',
      fullPayment: 'Pełne wynagrodzenie',
    },
    forceCancel: 'Wymuś anulowanie',
    forceCancelHelp: 'Anuluj mimo blokad, np. wstrzymania',
    comment: 'Komentarz',
    submit: 'Anuluj zamówienie',
  },
  comments: {
    title: 'Komentarze zamówienia %{orderNo}',
    listLabel: 'Komentarze',
    empty: 'Brak komentarzy.',
    byline: '%{author}, %{time}',
    comment: 'Komentarz',
    submit: 'Dodaj komentarz',
  },
  renewals: {
    title: 'Wznowienia zamówienia %{orderNo}',
    tableLabel: 'Wznowienia',
    columns: {
      renewedAt: 'Wznowiono',
      renewedBy: 'Przez',
      renewalReason: 'Powód',
      cancellationReason: 'Powód anulowania',
      renewalComment: 'Komentarz',
    },
    reason: {
      DRIVER_CHANGE: 'Zmiana kierowcy',
      AUTOMATIC_REQUEUE: 'Automatyczny powrót do kolejki',
    },
  },
  changeDriver: {
    title: 'Zmień kierowcę zamówienia %{orderNo}',
    current: 'Obecny kierowca: %{name}',
    region: 'Region',
    driver: 'Kierowca',
    driverOption: '%{name} (%{email})',
    currentDriverOption: '%{name} (%{email}): obecny kierowca',
    goodsWithDriver: 'Towar jest u obecnego kierowcy (%{name}): musi zostać przekazany nowemu kierowcy.',
    history: {
      fromTo: 'z %{from} na %{to}',
      to: 'na %{to}',
    },
    noDrivers: 'Brak dostępnych kierowców w tym regionie',
    loadFailed: 'Nie udało się wczytać kierowców.',
    comment: 'Komentarz',
    nearest: {
      title: 'Najbliżsi kierowcy online',
      hint: 'Kierowcy online, którzy mogą dostarczać dla tej firmy, od najbliższego punktu odbioru. Kliknij, aby wybrać.',
      hintFromDriver:
        'Kierowcy online, którzy mogą dostarczać dla tej firmy, od najbliższego obecnemu kierowcy (który wiezie towar). Kliknij, aby wybrać.',
      hintNoDriverPosition:
        'Pozycja obecnego kierowcy jest nieznana: kierowcy online od najbliższego punktu odbioru. Kliknij, aby wybrać.',
      distance: '%{distance} stąd',
      noPosition: 'pozycja nieznana',
      carrying:
        'wiezie %{smart_count} zamówienie |||| wiezie %{smart_count} zamówienia |||| wiezie %{smart_count} zamówień',
      free: 'wolny',
      empty: 'Żaden kierowca online nie może teraz przyjąć tego zamówienia.',
      loadFailed: 'Nie udało się wczytać najbliższych kierowców.',
      refresh: 'Odśwież',
      loading: 'Szukamy najbliższych kierowców…',
    },
    submit: 'Zmień kierowcę',
  },
  pickup: {
    title: 'Potwierdzenie odbioru zamówienia %{orderNo}',
    hint: 'Wpisz PIN podany przez punkt odbioru, aby potwierdzić, że kierowca odebrał zamówienie.',
    pin: 'PIN',
    submit: 'Potwierdź',
  },
  success: {
    cancelOrder: 'Zamówienie anulowane',
    changeOrderDriver: 'Kierowca zmieniony',
    pickUpVerification: 'Odbiór potwierdzony',
    onHoldOrder: 'Zamówienie wstrzymane',
    releaseHeldOrder: 'Zamówienie zwolnione',
    addComment: 'Komentarz dodany',
  },
  errors: {
    cancelOrder: {
      order_is_not_cancellable: 'Tego zamówienia nie można anulować (jest zakończone lub wstrzymane bez wymuszenia).',
      unknown: 'Nie udało się anulować zamówienia. Spróbuj ponownie później.',
    },
    changeOrderDriver: {
      driver_change_not_allowed: 'Nie można zmienić kierowcy tego zamówienia.',
      driver_insufficient_company_permissions: 'Ten kierowca nie może realizować dostaw dla firmy zamówienia.',
      order_already_belongs_to_driver: 'Zamówienie jest już przypisane do tego kierowcy.',
      driver_not_found: 'Ten kierowca jest niedostępny.',
      unknown: 'Nie udało się zmienić kierowcy. Spróbuj ponownie później.',
    },
    pickUpVerification: {
      order_not_ready_for_pick_up: 'Zamówienie nie czeka na odbiór.',
      incorrect_verification_code: 'Nieprawidłowy PIN.',
    },
    onHoldOrder: {
      order_already_on_hold: 'Zamówienie jest już wstrzymane.',
      order_is_not_ongoing: 'Wstrzymać można tylko zamówienie w realizacji lub zaplanowane.',
      unknown: 'Nie udało się wstrzymać zamówienia. Spróbuj ponownie później.',
    },
    releaseHeldOrder: {
      order_not_on_hold: 'Zamówienie nie jest wstrzymane.',
      unknown: 'Nie udało się zwolnić zamówienia. Spróbuj ponownie później.',
    },
    addComment: {
      unknown: 'Nie udało się dodać komentarza. Spróbuj ponownie później.',
    },
    downloadLabelFailure: 'Nie udało się pobrać etykiety. Spróbuj ponownie później.',
  },
  validation: {
    notInPast: 'Czas nie może być w przeszłości',
    holdTooFar:
      'Wstrzymanie może trwać najwyżej %{max} dzień od teraz |||| Wstrzymanie może trwać najwyżej %{max} dni od teraz |||| Wstrzymanie może trwać najwyżej %{max} dni od teraz',
  },
};
