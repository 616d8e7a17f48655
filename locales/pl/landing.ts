// Polish messages of the sales landing page, the privacy policy and the list of demo requests: every key of
// locales/en/landing.ts (type-checked). The primary copy of the page, which speaks to Polish merchants.
import type { MessagesShape } from '../en.ts';
import type { landingEn } from '../en/landing.ts';

export const landingPl: MessagesShape<typeof landingEn> = {
  pageTitle: 'Dostawa już od %{fastest} minut dla sklepów internetowych – %{brand}',
  nav: {
    label: 'Nawigacja główna',
    benefits: 'Korzyści',
    howItWorks: 'Jak to działa',
    clients: 'Klienci',
    signIn: 'Zaloguj się',
    signUp: 'Załóż konto',
    bookDemo: 'Umów prezentację',
  },
  hero: {
    eyebrow: 'Dostawa tego samego dnia dla sklepów internetowych',
    title: 'Dostawa już od\u00a0%{fastest}\u00a0minut',
    subtitle:
      'Twoi klienci dostają zamówienie, zanim zdążą się rozmyślić. Kurier odbiera paczkę z Twojego sklepu lub magazynu i doręcza ją już w %{fastest} minut, najpóźniej w %{latest}, albo w przedziale czasu wybranym przez klienta – w sześciu miastach Polski, siedem dni w tygodniu.',
    cta: 'Umów bezpłatną prezentację',
    signUpCta: 'Załóż konto za darmo',
    secondaryCta: 'Zobacz, jak to działa',
    stats: {
      label: 'W liczbach',
      minutes: '%{fastest}–%{latest} min',
      minutesLabel: 'od zamówienia do drzwi klienta',
      cities: '6 miast',
      citiesLabel: 'Warszawa, Kraków, Wrocław, Poznań i kolejne',
      days: '7 dni',
      daysLabel: 'w tygodniu, od 8 do 20',
    },
    preview: {
      label: 'Przykład zamówienia śledzonego w panelu',
      order: 'Zamówienie %{orderNo}',
      live: 'Na żywo',
      accepted: 'Zamówienie przyjęte',
      pickedUp: 'Kierowca odebrał paczkę',
      delivered: 'Doręczono do klienta',
      total: 'Doręczone w %{minutes} minut',
    },
  },
  benefits: {
    title: 'Dlaczego sklepy wybierają dostawę tego samego dnia',
    subtitle: 'Szybkość to nie tylko wygoda klienta. Widać ją w Twoich wynikach.',
    margin: {
      title: 'Wyższa marża',
      text: 'Klienci chętnie płacą za dostawę jeszcze dziś i kupują więcej, gdy produkt jest na wyciągnięcie ręki. Konkurujesz szybkością, a nie obniżką ceny.',
      figure: '+3,1 pp. marży brutto w TechMarket',
    },
    loyalty: {
      title: 'Lojalność klientów',
      text: 'Paczka doręczona w kilka godzin to doświadczenie, które się pamięta i o którym się opowiada. Klienci wracają do Twojego sklepu zamiast na marketplace.',
      figure: '31% klientów wraca w ciągu 90 dni',
    },
    returns: {
      title: 'Mniej zwrotów',
      text: 'Kto dostaje produkt jeszcze dziś, nie zamawia go równolegle u konkurencji „na wszelki wypadek”. Mniej podwójnych zamówień i doręczenie do rąk własnych to mniej zwrotów i niższe koszty logistyki zwrotnej.',
      figure: '37% mniej zwrotów w TechMarket',
    },
  },
  how: {
    title: 'Jak to działa',
    subtitle: 'Trzy kroki od kliknięcia do drzwi klienta. Bez umowy z firmą kurierską i bez okien odbioru.',
    step: 'Krok %{number}',
    order: {
      title: 'Zamówienie w panelu lub przez API',
      text: 'Dodaj zamówienie w panelu albo połącz sklep przez nasze API. Zlecenie od razu trafia do kierowców w Twoim regionie.',
    },
    pickup: {
      title: 'Kierowca odbiera paczkę',
      text: 'Najbliższy kierowca przyjmuje zlecenie i odbiera paczkę z Twojego punktu, potwierdzając odbiór kodem PIN.',
    },
    delivery: {
      title: 'Dostawa w\u00a0%{fastest}–%{latest}\u00a0minut',
      text: 'Klient odbiera paczkę do rąk własnych, a Ty śledzisz trasę i status na żywo w panelu.',
    },
  },
  logos: {
    title: 'Zaufały nam sklepy z całej Polski',
    alt: 'Logo: %{name}',
  },
  form: {
    title: 'Umów bezpłatną prezentację',
    intro:
      'Pokażemy panel, wycenimy dostawy dla Twojego wolumenu i uruchomimy pilotaż w Twoim mieście. Odpowiadamy w ciągu jednego dnia roboczego.',
    points: {
      call: '30-minutowe spotkanie online',
      quote: 'Wycena dla Twojego wolumenu',
      pilot: 'Pilotaż bez zobowiązań',
    },
    formTitle: 'Zgłoszenie na prezentację',
    name: 'Imię i nazwisko',
    email: 'Służbowy e-mail',
    phone: 'Telefon',
    companyName: 'Nazwa firmy',
    message: 'Co wysyłasz? (opcjonalnie)',
    messageHelp: 'Np. liczba paczek dziennie, miasta, rodzaj towaru.',
    consent:
      'Wyrażam zgodę na kontakt ze strony %{controller} e-mailem lub telefonicznie w sprawie prezentacji i oferty.',
    honeypot: 'Zostaw to pole puste',
    submit: 'Wyślij zgłoszenie',
    requiredNote: 'Pola oznaczone * są wymagane.',
    quote: '„Zwroty spadły szybciej, niż zakładaliśmy, a dostawa ekspresowa sama na siebie zarabia.”',
    quoteAuthor: 'Marta Zielińska, dyrektor e-commerce, TechMarket',
    errors: {
      too_many_requests:
        'Otrzymaliśmy w krótkim czasie kilka zgłoszeń z Twojej sieci. Spróbuj ponownie za godzinę lub napisz do nas na %{email}.',
      validation_failed: 'Sprawdź pola zaznaczone na czerwono.',
      unknown: 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie za chwilę lub napisz do nas na %{email}.',
    },
  },
  controller: {
    notice:
      'Administratorem danych osobowych jest %{controller}, %{address}. Dane z formularza przetwarzamy, aby odpowiedzieć na zgłoszenie i przedstawić ofertę (art. 6 ust. 1 lit. b i f RODO). Masz prawo dostępu do danych, ich sprostowania, usunięcia oraz prawo sprzeciwu. Szczegóły:',
    link: 'polityka prywatności',
  },
  thanks: {
    title: 'Dziękujemy! Otrzymaliśmy Twoje zgłoszenie.',
    text: 'Nasz zespół sprzedaży skontaktuje się z Tobą w ciągu jednego dnia roboczego, aby ustalić termin prezentacji.',
    caseStudyTitle: 'Zanim zadzwonimy: case study TechMarket',
    caseStudyText:
      'Jak sklep z elektroniką zmniejszył liczbę zwrotów o 37% i podniósł marżę brutto o 3,1 pp. dzięki dostawie tego samego dnia. 2 strony, PDF.',
    download: 'Pobierz case study (PDF)',
  },
  footer: {
    tagline: 'Dostawa tego samego dnia dla sklepów internetowych.',
    privacy: 'Polityka prywatności',
    signIn: 'Zaloguj się',
    register: 'Załóż konto',
    rights: '© %{year} %{controller}',
    allRights: 'Wszelkie prawa zastrzeżone.',
    links: 'Linki',
  },
  privacy: {
    title: 'Polityka prywatności',
    updated: 'Obowiązuje od 1 listopada 2026 r.',
    back: 'Wróć na stronę główną',
    intro:
      'Niniejsza polityka wyjaśnia, jak przetwarzamy dane osobowe osób odwiedzających naszą stronę, wysyłających zgłoszenie na prezentację, korzystających z panelu oraz odbiorców doręczanych przez nas paczek.',
    sections: {
      controller: {
        title: '1. Administrator danych',
        text: 'Administratorem Twoich danych osobowych jest %{controller}, %{address} („my”). We wszystkich sprawach dotyczących danych osobowych napisz na adres %{email} lub listownie na adres naszej siedziby.',
      },
      scope: {
        title: '2. Jakie dane przetwarzamy',
        text: [
          '– dane z formularza zgłoszenia na prezentację: imię i nazwisko, e-mail, telefon, nazwa firmy i treść wiadomości;',
          '– dane kont w panelu: login, e-mail, telefon, dane firmy i adresy punktów odbioru;',
          '– dane potrzebne do doręczenia zamówień: imię i nazwisko, adres i telefon odbiorcy;',
          '– dane techniczne: adres IP i dziennik czynności w panelu.',
        ].join('\n'),
      },
      purposes: {
        title: '3. Cele i podstawy prawne (art. 6 RODO)',
        text: [
          '– odpowiedź na zgłoszenie i przygotowanie oferty – art. 6 ust. 1 lit. b RODO (działania na Twoje żądanie przed zawarciem umowy) oraz art. 6 ust. 1 lit. f (nasz prawnie uzasadniony interes: kontakt handlowy z firmami);',
          '– zawarcie i wykonanie umowy dostawy oraz prowadzenie konta – art. 6 ust. 1 lit. b;',
          '– obowiązki prawne, np. rachunkowe i podatkowe – art. 6 ust. 1 lit. c;',
          '– bezpieczeństwo usługi, zapobieganie nadużyciom oraz dochodzenie roszczeń – art. 6 ust. 1 lit. f.',
        ].join('\n'),
      },
      recipients: {
        title: '4. Odbiorcy danych',
        text: 'Przekazujemy dane wyłącznie podmiotom, które pomagają nam świadczyć usługę: dostawcom hostingu i usług IT, kierowcom-partnerom (tylko dane potrzebne do doręczenia), biuru rachunkowemu i kancelarii prawnej, a także organom publicznym, gdy wymaga tego prawo. Nie przekazujemy danych poza Europejski Obszar Gospodarczy.',
      },
      retention: {
        title: '5. Jak długo przechowujemy dane',
        text: [
          '– zgłoszenia na prezentację: 12 miesięcy od ostatniego kontaktu, chyba że zawrzemy umowę;',
          '– dane związane z umową: przez czas jej trwania i do upływu terminu przedawnienia roszczeń (zwykle 6 lat);',
          '– dokumenty księgowe: 5 lat od końca roku podatkowego;',
          '– dziennik bezpieczeństwa: do 12 miesięcy.',
        ].join('\n'),
      },
      rights: {
        title: '6. Twoje prawa',
        text: 'Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, prawo do przenoszenia danych oraz prawo sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie (art. 21 RODO). Jeśli przetwarzanie odbywa się na podstawie zgody, możesz ją w każdej chwili wycofać bez wpływu na zgodność z prawem wcześniejszego przetwarzania. Napisz na adres %{email}.',
      },
      complaint: {
        title: '7. Skarga',
        text: 'Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00\u2011193 Warszawa.',
      },
      voluntary: {
        title: '8. Dobrowolność podania danych, brak profilowania',
        text: 'Podanie danych jest dobrowolne, ale bez imienia i nazwiska, adresu e-mail i nazwy firmy nie możemy odpowiedzieć na zgłoszenie. Nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy.',
      },
      storage: {
        title: '9. Pliki cookies i pamięć przeglądarki',
        text: 'Strona nie używa reklamowych ani analitycznych plików cookies. W pamięci lokalnej przeglądarki zapisujemy wyłącznie wybrany język oraz – po zalogowaniu – token sesji.',
      },
    },
  },
  leads: {
    title: 'Zgłoszenia dla sprzedaży',
    button: 'Zgłoszenia dla sprzedaży',
    backToCompanies: 'Firmy',
    search: 'Szukaj: imię, e-mail, firma, miejscowość',
    fields: {
      kind: 'Rodzaj',
      name: 'Imię i nazwisko',
      companyName: 'Firma',
      city: 'Miejscowość',
      email: 'E-mail',
      phone: 'Telefon',
      message: 'Wiadomość',
      source: 'Źródło',
      createdAt: 'Pierwsze zgłoszenie',
      updatedAt: 'Otrzymano',
    },
    /** What a lead is: a demo request, or a shop waiting for us in a city we do not deliver from yet. */
    kinds: {
      demoRequest: 'Prezentacja',
      coverage: 'Miejscowość poza zasięgiem',
    },
    allKinds: 'Wszystkie rodzaje',
    openCompany: 'Otwórz firmę %{name}',
    empty: 'Nie ma jeszcze zgłoszeń.',
    emptyFiltered: 'Żadne zgłoszenie nie pasuje do wyszukiwania.',
    error: 'Nie udało się wczytać zgłoszeń.',
    showMessage: 'Pokaż całą wiadomość',
    /** Sources the console names (the others are shown as they came). */
    sources: {
      simple_delivery: 'SIMPLE Delivery, zgłoszenie zarejestrowanego klienta',
      registration: 'Miejscowość podana przy rejestracji',
      pickup_point: 'Zapisany tam punkt odbioru',
    },
  },
};
