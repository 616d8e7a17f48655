// Polish messages of the stock area: every key of locales/en/stock.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { stockEn } from '../en/stock.ts';

export const stockPl: MessagesShape<typeof stockEn> = {
  page: {
    title: 'Przesunięcia stanów',
  },
  panel: {
    giving: 'Wydający',
    receiving: 'Przyjmujący',
    entityType: 'Rodzaj',
    readOnly: 'Stan magazynu przyjmującego jest tylko do podglądu.',
    choose: {
      driver: 'Wybierz kierowcę, aby zobaczyć jego stan.',
      warehouse: 'Wybierz magazyn, aby zobaczyć jego stan.',
    },
  },
  entityType: {
    driver: 'Kierowca',
    warehouse: 'Magazyn',
  },
  picker: {
    driverNote: 'Zablokowani i nieaktywni kierowcy nie są wyświetlani.',
    driverNoteCompany:
      'Nie są wyświetlani kierowcy zablokowani, nieaktywni ani ci, którzy nie mogą przewozić towaru firmy %{company}.',
    warehouseNote: 'Nieaktywne magazyny nie są wyświetlane.',
    noOptions: 'Nic nie znaleziono',
    loading: 'Wczytywanie…',
    error: 'Nie udało się wczytać listy.',
  },
  fields: {
    product: 'Produkt',
    company: 'Firma',
    amount: 'Ilość',
    available: 'Dostępne',
    incoming: 'W drodze',
  },
  list: {
    givingLabel: 'Stan wydającego',
    receivingLabel: 'Stan przyjmującego',
    loading: 'Wczytywanie stanu',
    empty: 'Brak stanu.',
    error: 'Nie udało się wczytać stanu.',
  },
  transfer: {
    regionLabel: 'Przesuń: %{name}',
    amount: 'Ilość do przesunięcia',
    available: 'Dostępne: %{available}',
    submit: 'Przesuń',
    sending: 'Przesuwanie…',
    notTransferable: 'Tego stanu nie można przesunąć.',
    done: 'Stan przesunięty.',
    awaitingConfirmation: 'Stan przesunięty. Czeka na potwierdzenie kierowcy przyjmującego.',
    invalid: 'Sprawdź ilość do przesunięcia.',
  },
  precheck: {
    noGivingDriver: 'Najpierw wybierz kierowcę wydającego.',
    noReceivingDriver: 'Najpierw wybierz kierowcę przyjmującego.',
    noGivingWarehouse: 'Najpierw wybierz magazyn wydający.',
    noReceivingWarehouse: 'Najpierw wybierz magazyn przyjmujący.',
  },
  errors: {
    insufficientStock: 'Za mały stan: strona wydająca ma dostępne mniej niż ta ilość.',
    notTransferable: 'Stanu tego produktu nie można przesuwać.',
    sameHolder: 'Strona wydająca i przyjmująca są takie same.',
    productCompanyMismatch: 'Produkt nie należy do firmy tego magazynu.',
    driverNotAllowed: 'Kierowca nie może przewozić towarów tej firmy.',
    driverBlocked: 'Kierowca odbierający jest zablokowany i nie może otrzymać towaru.',
    driverInactive: 'Konto kierowcy odbierającego jest nieaktywne: nie może otrzymać towaru.',
  },
  pending: {
    title: 'Stan oczekujący',
    regionLabel: 'Stan oczekujący: %{name}',
    loading: 'Wczytywanie stanu oczekującego',
    empty: 'Brak oczekujących przesunięć tego produktu.',
    error: 'Nie udało się wczytać stanu oczekującego.',
    givingDriver: 'Kierowca wydający',
    product: 'Produkt',
    amount: 'Ilość',
    status: 'Status',
    createdAt: 'Wysłano',
    statuses: {
      in_progress: 'W toku',
      pending: 'Oczekuje',
      rejected: 'Odrzucone',
      confirmed: 'Potwierdzone',
    },
  },
};
