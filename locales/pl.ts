// Polish: complete. ra-language-polish 1.3.9 lacks about 60 react-admin 5 keys; they are filled here.
import polishMessages from 'ra-language-polish';
import type { TranslationMessages } from 'react-admin';
import { deepMerge } from '../src/i18n/deepMerge.ts';
import type { AppMessages, MessagesShape } from './en.ts';
import { orderActionsPl } from './pl/orderActions.ts';
import { orderListPl } from './pl/orderList.ts';
import { routeMapPl } from './pl/routeMap.ts';
import { pinPl } from './pl/pin.ts';
import { dateRangePl } from './pl/dateRange.ts';
import { orderFormPl } from './pl/orderForm.ts';
import { locationsPl } from './pl/locations.ts';
import { zipCodesPl } from './pl/zipCodes.ts';
import { reportsPl } from './pl/reports.ts';
import { companiesPl } from './pl/companies.ts';
import { driversPl } from './pl/drivers.ts';
import { landingPl } from './pl/landing.ts';
import { settingsPl } from './pl/settings.ts';
import { registerPl } from './pl/register.ts';
import { usersPl } from './pl/users.ts';
import { walletPl } from './pl/wallet.ts';
import { correctionsPl } from './pl/corrections.ts';
import { multipliersPl } from './pl/multipliers.ts';
import { stockPl } from './pl/stock.ts';
import { warehousesPl } from './pl/warehouses.ts';

/** react-admin 5 keys missing from ra-language-polish. */
const raMissingPl = {
  action: {
    clear_array_input: 'Wyczyść listę',
    remove_all_filters: 'Usuń wszystkie filtry',
    reset: 'Resetuj',
    search_columns: 'Szukaj kolumn',
    select_all: 'Zaznacz wszystko',
    select_all_button: 'Zaznacz wszystko',
    select_row: 'Zaznacz ten wiersz',
    update: 'Aktualizuj',
    move_up: 'Przesuń w górę',
    move_down: 'Przesuń w dół',
    open: 'Otwórz',
    toggle_theme: 'Przełącz tryb jasny/ciemny',
    select_columns: 'Kolumny',
    update_application: 'Przeładuj aplikację',
  },
  page: {
    access_denied: 'Brak dostępu',
    authentication_error: 'Błąd uwierzytelniania',
  },
  message: {
    access_denied: 'Nie masz uprawnień do tej strony',
    authentication_error: 'Serwer uwierzytelniania zwrócił błąd i nie można było sprawdzić Twoich danych logowania.',
    auth_error: 'Wystąpił błąd podczas sprawdzania tokenu uwierzytelniania.',
    bulk_update_content:
      'Czy na pewno chcesz zaktualizować %{name} %{recordRepresentation}? |||| Czy na pewno chcesz zaktualizować te %{smart_count} elementy? |||| Czy na pewno chcesz zaktualizować tych %{smart_count} elementów?',
    bulk_update_title:
      'Aktualizuj %{name} %{recordRepresentation} |||| Aktualizuj %{smart_count} %{name} |||| Aktualizuj %{smart_count} %{name}',
    clear_array_input: 'Czy na pewno chcesz wyczyścić całą listę?',
    select_all_limit_reached: 'Elementów jest zbyt wiele, aby zaznaczyć wszystkie. Zaznaczono tylko pierwsze %{max}.',
    placeholder_data_warning: 'Problem z siecią: nie udało się odświeżyć danych.',
  },
  navigation: {
    clear_filters: 'Wyczyść filtry',
    no_filtered_results: 'Nie znaleziono %{name} dla wybranych filtrów.',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} z ponad %{offsetEnd}',
    current_page: 'Strona %{page}',
    page: 'Przejdź do strony %{page}',
    first: 'Przejdź do pierwszej strony',
    last: 'Przejdź do ostatniej strony',
    previous: 'Przejdź do poprzedniej strony',
  },
  auth: {
    email: 'E-mail',
  },
  notification: {
    not_authorized: 'Nie masz uprawnień do tego zasobu.',
    application_update_available: 'Dostępna jest nowa wersja.',
    offline: 'Brak połączenia. Nie udało się pobrać danych.',
  },
  validation: {
    unique: 'Musi być unikalne',
  },
  saved_queries: {
    label: 'Zapisane zapytania',
    query_name: 'Nazwa zapytania',
    new_label: 'Zapisz bieżące zapytanie...',
    new_dialog_title: 'Zapisz bieżące zapytanie jako',
    remove_label: 'Usuń zapisane zapytanie',
    remove_label_with_name: 'Usuń zapytanie "%{name}"',
    remove_dialog_title: 'Usunąć zapisane zapytanie?',
    remove_message: 'Czy na pewno chcesz usunąć ten element z listy zapisanych zapytań?',
    help: 'Przefiltruj listę i zapisz to zapytanie na później',
  },
  guesser: {
    empty: {
      title: 'Brak danych do wyświetlenia',
      message: 'Sprawdź swojego dostawcę danych',
    },
  },
  configurable: {
    customize: 'Dostosuj',
    configureMode: 'Skonfiguruj tę stronę',
    inspector: {
      title: 'Inspektor',
      content: 'Najedź na elementy interfejsu, aby je skonfigurować',
      reset: 'Resetuj ustawienia',
      hideAll: 'Ukryj wszystkie',
      showAll: 'Pokaż wszystkie',
    },
    Datagrid: {
      title: 'Tabela',
      unlabeled: 'Kolumna bez nazwy #%{column}',
    },
    SimpleForm: {
      title: 'Formularz',
      unlabeled: 'Pole bez nazwy #%{input}',
    },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Tekst główny',
      secondaryText: 'Tekst dodatkowy',
      tertiaryText: 'Tekst trzeciorzędny',
    },
  },
};

export const appMessagesPl: MessagesShape<AppMessages> = {
  // Areas kept in their own files (locales/<lang>/<area>.ts).
  orderActions: orderActionsPl,
  orderList: orderListPl,
  routeMap: routeMapPl,
  pin: pinPl,
  dateRange: dateRangePl,
  orderForm: orderFormPl,
  locations: locationsPl,
  zipCodes: zipCodesPl,
  reports: reportsPl,
  companies: companiesPl,
  drivers: driversPl,
  settings: settingsPl,
  register: registerPl,
  landing: landingPl,
  users: usersPl,
  wallet: walletPl,
  corrections: correctionsPl,
  multipliers: multipliersPl,
  stock: stockPl,
  warehouses: warehousesPl,
  app: {
    title: 'delivery-console',
    logoAlt: 'delivery-console',
    dashboardImageAlt: 'Logo firmy',
    loading: 'Ładowanie…',
  },
  menu: {
    orders: 'Zamówienia',
    orderList: 'Lista zamówień',
    newOrder: 'Nowe zamówienie',
    companies: 'Firmy',
    pendingCompanies:
      '%{smart_count} firma czeka na aktywację |||| %{smart_count} firmy czekają na aktywację |||| %{smart_count} firm czeka na aktywację',
    zipCodes: 'Kody pocztowe',
    reports: 'Raporty',
    drivers: 'Kierowcy',
    wallet: 'Portfel',
    warehouse: 'Magazyn',
    stock: 'Stany',
    users: 'Użytkownicy',
    multipliers: 'Mnożniki',
    corrections: 'Korekty',
    settings: 'Ustawienia',
    logout: 'Wyloguj',
  },
  auth: {
    title: 'Zaloguj się do delivery-console',
    username: 'Login lub e-mail',
    password: 'Hasło',
    submit: 'Zaloguj',
    invalidCredentials: 'Login lub hasło jest nieprawidłowe',
    tooManyAttempts: 'Zbyt wiele prób logowania. Spróbuj ponownie później.',
    loggedIn: 'Zalogowano!',
    loggedOut: 'Wylogowano',
    failed: 'Logowanie nie powiodło się. Spróbuj ponownie później.',
    backToLogin: 'Przejdź do logowania',
  },
  session: {
    expired: 'Twoja sesja wygasła. Zaloguj się ponownie.',
    mustBeLoggedIn: 'Musisz być zalogowany, aby zobaczyć tę stronę',
    initFailed: 'Nie udało się zainicjować użytkownika',
  },
  account: {
    activatedNow: 'Twoje konto jest aktywne: możesz już tworzyć zamówienia!',
    validation: {
      tooManyLocations: 'Dodaj najwyżej %{max} punktów odbioru',
    },
    active: 'Konto aktywne',
    inactive: 'Konto nieaktywne',
    kind: {
      operator: 'Operator',
      client: 'Klient',
    },
    companyStatus: {
      pending: 'Oczekująca',
      active: 'Aktywna',
      inactive: 'Nieaktywna',
    },
  },
  language: {
    label: 'Język',
  },
  validation: {
    required: 'Pole jest wymagane',
    email: 'Pole musi zawierać poprawny adres e-mail',
    minLength: 'Wymagane co najmniej %{min} znaki',
    maxLength: 'Dozwolone co najwyżej %{max} znaków',
    password: 'Hasło musi zawierać co najmniej jedną literę i jedną cyfrę',
    passwordMismatch: 'Hasła nie są takie same',
    phone: 'Podaj 9 cyfr (opcjonalnie po +48) lub myślnik',
    mustAccept: 'Musisz to zaakceptować',
    invalid: 'Nieprawidłowa wartość',
    dateRangeReversed: 'Data początkowa nie może być późniejsza niż końcowa',
    zipCode: 'Wartość musi być kodem pocztowym w formacie 00-000',
    pesel: 'Wartość musi być poprawnym numerem PESEL',
    receiptNo: 'Wartość musi składać się dokładnie z 4 cyfr',
    vin: 'Wartość musi być numerem VIN z 17 liter i cyfr (bez I, O i Q)',
    registrationPlate: 'Wartość może zawierać tylko litery i cyfry',
    number: 'Wartość musi być liczbą',
    amount: 'Wartość musi być kwotą co najmniej %{min} z najwyżej 2 miejscami po przecinku',
    paymentCode: 'Wartość musi składać się dokładnie z 20 cyfr',
    medicinesRequired: 'Wartość musi zawierać co najmniej jeden lek z opisem',
    positive: 'Wartość musi być większa od 0',
    minValue: 'Musi wynosić co najmniej %{min}',
    maxValue: 'Może wynosić najwyżej %{max}',
    integer: 'Musi być liczbą całkowitą',
    maxDimension: 'Wartość może wynosić najwyżej %{max} cm',
    maxWeight: 'Wartość może wynosić najwyżej %{max} kg',
    largestSide: 'Wartość: najdłuższy bok jest za długi (najwyżej %{max} cm)',
    sideSum: 'Wartość: suma boków jest za duża (najwyżej %{max} cm)',
    packageTooLarge: 'Wartość przekracza największy rozmiar paczki (L)',
    noProducts: 'Wartość musi zawierać co najmniej jeden produkt',
    productNotAvailable: 'Wartość nie jest produktem dostępnym dla tej firmy',
    mixedOrderTypes: 'Wartość ma inny typ zamówienia niż pozostałe produkty',
    tooManyProducts: 'Wartość może zawierać najwyżej %{max} produktów',
    tooManyOfProduct: 'Wartość może zawierać ten produkt najwyżej %{max} razy',
    paymentNotAllowed: 'Wartość nie jest typem płatności dozwolonym dla tej firmy',
    slotNotOffered: 'Wartość nie jest dostępnym przedziałem czasowym',
    pickupLocationNotInReach: 'Wybierz jeden z punktów odbioru, z których może korzystać Twoje konto',
    dateRangeTooLong: 'Zakres dat może obejmować najwyżej %{max} dni',
  },
  errors: {
    generic: 'Coś poszło nie tak, spróbuj ponownie później.',
    refresh: 'Odśwież',
    timeout: 'Serwer nie odpowiedział na czas. Spróbuj ponownie później.',
    network: 'Brak połączenia z serwerem. Sprawdź połączenie.',
  },
  orders: {
    status: {
      new: 'Nowe',
      accepted: 'Przyjęte',
      picked_up: 'Odebrane',
      arrived: 'Na miejscu',
      delivered: 'Dostarczone',
      cancelled: 'Anulowane',
      finished: 'Zakończone',
      scheduled: 'Zaplanowane',
      all: 'Wszystkie',
    },
    type: {
      iqos: 'IQOS',
      pickup_delivery: 'Dostawa z odbiorem',
      simple_delivery: 'Prosta dostawa',
      simple_arrival: 'Prosty dojazd',
    },
    reasonGroup: {
      not_accepted: 'Nieprzyjęte',
      other: 'Inny powód',
    },
    cancellationReason: {
      CLIENT_DIDNT_SHOW_UP: 'Klient się nie pojawił',
      CLIENTS_REQUEST: 'Na prośbę klienta',
      DRIVERS_FAILURE: 'Z winy kierowcy',
      WRONG_ADDRESS: 'Błędny adres',
      CALL_CENTER_REQUEST: 'Na prośbę call center',
      ORDER_NOT_ACCEPTED_IN_5_MIN: 'Nieprzyjęte w ciągu 5 minut',
      ORDER_NOT_ACCEPTED_IN_X_MIN: 'Nieprzyjęte na czas',
      PRODUCT_CODES_DIDNT_WORK: 'Kody produktów nie działały',
      CLIENT_IS_UNDER_13: 'Klient ma mniej niż 13 lat',
      CLIENT_WITHOUT_ID: 'Klient bez dokumentu tożsamości',
      CLIENT_NOT_IN_PERSON: 'Klient nie odebrał osobiście',
      CLIENT_WITH_INCORRECT_DATA: 'Klient z błędnymi danymi',
      NO_STOCK_IN_STORE: 'Brak towaru w sklepie',
      DAMAGED_PRODUCT: 'Uszkodzony produkt',
      OTHER: 'Inny',
      AUTOMATIC_REQUEUE: 'Automatyczne ponowienie',
      unknown: 'Nieznany powód',
    },
    list: {
      title: 'Zamówienia',
      empty: 'Brak zamówień dla tych filtrów',
      error: 'Nie udało się wczytać zamówień.',
      minutes: '%{smart_count} min',
      realizedWithin: 'w %{minutes} min',
      onTime: 'na czas',
      late: 'spóźnione',
      undecided: 'w trakcie',
      noValue: '—',
    },
    flags: {
      onHold: 'Wstrzymane',
      onHoldUntil: 'Wstrzymane do %{time}',
      onHoldNote: 'Notatka kierowcy: %{note}',
      multiplierShort: '[%{value}x]',
      multiplier: 'Mnożnik ceny %{value}x',
      multiplierDeactivated: 'Mnożnik ceny %{value}x (dezaktywowany)',
      emergencyDelivery: 'Dostawa awaryjna',
      noVerificationCode: 'Bez kodu weryfikacyjnego: %{reason}',
    },
    lastComment: '%{author}, %{time}',
    newOrder: {
      title: 'Nowe zamówienie',
    },
  },
  resources: {
    orders: {
      name: 'Zamówienie |||| Zamówienia |||| Zamówień',
      fields: {
        company: 'Firma',
        orderNo: 'Nr zamówienia',
        status: 'Status',
        region: 'Region',
        pickupCity: 'Miasto odbioru',
        pickupPointName: 'Punkt odbioru',
        driver: 'Kierowca',
        scheduledSlotRange: 'Zaplanowany przedział',
        timeInStage: 'Czas w etapie',
        totalRealizationTime: 'Całkowity czas realizacji',
        realizedWithin: 'Zrealizowano w',
        flags: 'Oznaczenia',
        lastComment: 'Ostatni komentarz',
      },
    },
  },
};

const pl: TranslationMessages = {
  ...appMessagesPl,
  ra: deepMerge(polishMessages.ra, raMissingPl) as TranslationMessages['ra'],
};

export default pl;
