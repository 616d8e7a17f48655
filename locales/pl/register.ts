// Rejestracja: formularz, wybór produktu i punkty odbioru.
import type { MessagesShape } from '../en.ts';
import type { registerEn } from '../en/register.ts';

export const registerPl: MessagesShape<typeof registerEn> = {
  title: 'Załóż konto',
  intro:
    'Zarejestruj swój sklep i dostarczaj zamówienia tego samego dnia. Aktywacja zajmuje jeden dzień roboczy od podpisania umowy.',
  haveAccount: 'Masz już konto?',
  signIn: 'Zaloguj się',
  noAccount: 'Nie masz konta?',
  createAccount: 'Zarejestruj firmę',
  pinTitle: 'Weryfikacja odbioru',
  accountCreated: 'Konto utworzone!',
  emailTaken: 'Adres e-mail jest już zajęty',
  failed: 'Wystąpił błąd podczas tworzenia konta.',
  failedUnknown: 'Nie udało się utworzyć konta. Skontaktuj się z nami: %{email}',
  tooMany: 'Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie później.',
  tooManyWait: {
    seconds:
      'Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} sekundę. |||| Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} sekundy. |||| Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} sekund.',
    minutes:
      'Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} minutę. |||| Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} minuty. |||| Zbyt wiele rejestracji z Twojej sieci. Spróbuj ponownie za %{smart_count} minut.',
  },
  unknownError: 'Coś poszło nie tak podczas rejestracji. Spróbuj ponownie lub napisz do nas: %{email}',
  form: {
    email: 'E-mail',
    name: 'Nazwa firmy lub imię i nazwisko',
    nameHelper: 'Co najmniej 3 znaki',
    password: 'Hasło',
    passwordHelper: 'Co najmniej 7 znaków, w tym litera i cyfra',
    confirmPassword: 'Powtórz hasło',
    phone: 'Telefon',
    phoneHelper: '9 cyfr, opcjonalnie z prefiksem kraju',
    city: 'Miasto',
    deliveryProductType: 'Co sprzedajesz?',
    notSaying: 'Nie teraz',
    privacyConsent: 'Przeczytałem(-am) i akceptuję',
    privacyPolicy: 'politykę prywatności',
    submit: 'Załóż konto',
  },
  productTypes: {
    electronics: 'Elektronika',
    fashion: 'Odzież i obuwie',
    pharmacy: 'Apteka i zdrowie',
    groceries: 'Artykuły spożywcze',
    books: 'Książki i multimedia',
    cosmetics: 'Kosmetyki',
    homeAndGarden: 'Dom i ogród',
    other: 'Coś innego',
  },
  steps: {
    label: 'Kroki do aktywacji',
    product: 'Opcja dostawy',
    locations: 'Punkty odbioru',
    companyData: 'Dane firmy',
    contract: 'Umowa',
    activation: 'Aktywacja',
  },
  next: {
    title: 'Pierwsze kroki',
    heading: 'Co dalej',
    intro: 'Kilka kroków do pierwszego zamówienia. Wykonaj je teraz albo później: ta strona pamięta, gdzie jesteś.',
    current: 'Następny krok',
    steps: {
      product: 'Jak nasi kierowcy dostarczają Twoje paczki i Twój zwykły rozmiar paczki.',
      locations: 'Skąd nasi kierowcy odbierają Twoje paczki.',
      companyData: 'Dane rejestrowe firmy (NIP, REGON, adres) do umowy.',
      contract: 'Zaakceptuj warunki i wygeneruj umowę, a potem pobierz ją, podpisz i odeślij do nas.',
      activation: 'Sprawdzamy podpisaną umowę i aktywujemy Twoje konto, zwykle w ciągu jednego dnia roboczego.',
    },
    go: {
      product: 'Wybierz',
      locations: 'Dodaj punkty odbioru',
      companyData: 'Uzupełnij dane firmy',
      contract: 'Wygeneruj umowę',
    },
    change: {
      product: 'Zmień',
      locations: 'Zarządzaj',
      companyData: 'Przejrzyj',
      contract: 'Otwórz umowę',
    },
    contractAfter: 'Po uzupełnieniu danych firmy: umowa powstaje na ich podstawie.',
    active: {
      title: 'Twoje konto jest aktywne',
      text: 'Wszystko gotowe: możesz już wysłać pierwsze zamówienie.',
      newOrder: 'Utwórz pierwsze zamówienie',
      orders: 'Przejdź do listy zamówień',
    },
  },
  waiting: {
    title: 'Czekamy na aktywację',
    intro: 'Twoja umowa jest wygenerowana. Co dalej:',
    sign: 'Pobierz umowę, podpisz ją i odeślij do nas (wystarczy skan) na adres',
    check: 'Sprawdzamy umowę i aktywujemy Twoje konto, zwykle w ciągu jednego dnia roboczego.',
    live: 'Konsola sama przełączy się na „Konto aktywne”, a w menu pojawi się „Nowe zamówienie”: nie trzeba logować się ponownie.',
    questions: 'Pytania? Napisz na',
  },
  /** A pending company none of whose pickup points we deliver from: what it waits for, instead of the usual promise. */
  waitingForCoverage: {
    title: 'Czekamy na zasięg: %{cities}',
    text: 'Nie odbieramy jeszcze przesyłek z miejscowości %{cities} — Twoje konto czeka, aż zaczniemy tam działać; damy Ci znać.',
    served: 'Działamy w: %{served}. Z punktem odbioru w jednej z tych miejscowości aktywujemy konto jak zwykle.',
    activation: 'Aktywujemy Twoje konto, gdy zaczniemy odbierać przesyłki z miejscowości %{cities}; damy Ci znać.',
  },
  selectProduct: {
    support: 'Witamy na pokładzie! Jeszcze kilka kroków i wyślesz pierwsze zamówienia. Pytania? Napisz na %{email}.',
    title: 'Wybierz opcję dostawy',
    selected: 'Wybrano',
    packageSize: 'Twój typowy rozmiar paczki',
    pickup: {
      title: 'E-product Pickup',
      description:
        'Nasz kierowca odbiera paczkę z Twojego punktu odbioru i dostarcza ją w ciągu 180 minut albo w oknie czasowym wybranym przez klienta.',
    },
    simple: {
      title: 'SIMPLE Delivery',
      description:
        'Kierowca wiezie Twój produkt z naszego magazynu do klienta w ciągu 180 minut. Napisz do nas, a uruchomimy tę usługę.',
      contact: 'Skontaktuj się z nami',
      mailSubject: 'SIMPLE Delivery dla mojego sklepu',
      requested: 'Dziękujemy: nasz dział sprzedaży ma Twoje zgłoszenie i napisze do Ciebie w sprawie SIMPLE Delivery.',
    },
    submit: 'Zapisz i przejdź do punktów odbioru',
  },
  addLocations: {
    title: 'Dodaj swoje punkty odbioru',
    intro:
      'Skąd nasi kierowcy mają odbierać paczki? Dodaj do %{max} punktów odbioru; później możesz je dodawać i zmieniać w ustawieniach.',
    empty: 'Brak punktów odbioru.',
    listLabel: 'Punkty odbioru do zapisania',
    add: 'Dodaj punkt odbioru',
    edit: 'Edytuj',
    remove: 'Usuń',
    skip: 'Pomiń na razie',
    submit: 'Zapisz i kontynuuj',
    limit: 'Możesz dodać najwyżej %{max} punktów odbioru.',
    saved:
      'Zapisano punkt odbioru |||| Zapisano punkty odbioru: %{smart_count} |||| Zapisano punkty odbioru: %{smart_count}',
    skipped: 'Punkty odbioru możesz dodać później w ustawieniach',
  },
};
