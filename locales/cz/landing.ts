// Czech messages of the sales landing page, the privacy policy and the list of demo requests (complete, although
// Czech may lag elsewhere: missing keys would fall back to English).
import type { MessagesShape } from '../en.ts';
import type { landingEn } from '../en/landing.ts';

export const landingCz: MessagesShape<typeof landingEn> = {
  pageTitle: 'Doručení už od %{fastest} minut pro e-shopy – %{brand}',
  nav: {
    label: 'Hlavní navigace',
    benefits: 'Výhody',
    howItWorks: 'Jak to funguje',
    clients: 'Klienti',
    signIn: 'Přihlásit se',
    signUp: 'Založit účet',
    bookDemo: 'Domluvit prezentaci',
  },
  hero: {
    eyebrow: 'Doručení ještě týž den pro internetové obchody',
    title: 'Doručení už od\u00a0%{fastest}\u00a0minut',
    subtitle:
      'Vaši zákazníci dostanou objednávku dřív, než si to rozmyslí. Kurýr vyzvedne zásilku ve vašem obchodě nebo skladu a doručí ji už za %{fastest} minut, nejpozději do %{latest} minut, nebo v časovém okně, které si zákazník zvolí – v šesti polských městech, sedm dní v týdnu.',
    cta: 'Domluvit bezplatnou prezentaci',
    signUpCta: 'Založit účet zdarma',
    secondaryCta: 'Podívejte se, jak to funguje',
    stats: {
      label: 'V číslech',
      minutes: '%{fastest}–%{latest} min',
      minutesLabel: 'od objednávky ke dveřím zákazníka',
      cities: '6 měst',
      citiesLabel: 'Varšava, Krakov, Vratislav, Poznaň a další',
      days: '7 dní',
      daysLabel: 'v týdnu, od 8 do 20 h',
    },
    preview: {
      label: 'Příklad objednávky sledované v panelu',
      order: 'Objednávka %{orderNo}',
      live: 'Živě',
      accepted: 'Objednávka přijata',
      pickedUp: 'Řidič vyzvedl zásilku',
      delivered: 'Doručeno zákazníkovi',
      total: 'Doručeno za %{minutes} minut',
    },
  },
  benefits: {
    title: 'Proč obchody volí doručení ještě týž den',
    subtitle: 'Rychlost není jen pohodlí zákazníka. Projeví se ve vašich výsledcích.',
    margin: {
      title: 'Vyšší marže',
      text: 'Zákazníci rádi zaplatí za doručení ještě dnes a nakupují víc, když mají zboží na dosah. Soutěžíte rychlostí, ne slevami.',
      figure: '+3,1 p. b. hrubé marže v TechMarketu',
    },
    loyalty: {
      title: 'Věrnost zákazníků',
      text: 'Zásilka doručená do několika hodin je zážitek, který si lidé pamatují a o kterém vyprávějí. Zákazníci se vracejí do vašeho obchodu místo na marketplace.',
      figure: '31 % zákazníků se vrátí do 90 dní',
    },
    returns: {
      title: 'Méně vratek',
      text: 'Kdo dostane zboží ještě dnes, neobjedná si ho „pro jistotu“ i jinde. Méně dvojích objednávek a předání do vlastních rukou znamená méně vratek a nižší náklady zpětné logistiky.',
      figure: 'o 37 % méně vratek v TechMarketu',
    },
  },
  how: {
    title: 'Jak to funguje',
    subtitle:
      'Tři kroky od kliknutí ke dveřím zákazníka. Bez smlouvy s kurýrní firmou a bez časových oken pro vyzvednutí.',
    step: 'Krok %{number}',
    order: {
      title: 'Objednávka v panelu nebo přes API',
      text: 'Zadejte objednávku v panelu nebo propojte e-shop přes naše API. Zakázka ihned dorazí k řidičům ve vašem regionu.',
    },
    pickup: {
      title: 'Řidič vyzvedne zásilku',
      text: 'Nejbližší řidič zakázku přijme a vyzvedne zásilku ve vašem výdejním místě; vyzvednutí potvrdí kódem PIN.',
    },
    delivery: {
      title: 'Doručení za %{fastest}–%{latest} minut',
      text: 'Zákazník převezme zásilku do vlastních rukou a vy sledujete trasu i stav živě v panelu.',
    },
  },
  logos: {
    title: 'Důvěřují nám obchody z celého Polska',
    alt: 'Logo: %{name}',
  },
  form: {
    title: 'Domluvte si bezplatnou prezentaci',
    intro:
      'Ukážeme vám panel, naceníme doručení pro váš objem a spustíme pilotní provoz ve vašem městě. Odpovídáme do jednoho pracovního dne.',
    points: {
      call: '30minutová schůzka online',
      quote: 'Cenová nabídka pro váš objem',
      pilot: 'Pilotní provoz bez závazků',
    },
    formTitle: 'Žádost o prezentaci',
    name: 'Jméno a příjmení',
    email: 'Pracovní e-mail',
    phone: 'Telefon',
    companyName: 'Název firmy',
    message: 'Co posíláte? (nepovinné)',
    messageHelp: 'Např. počet zásilek denně, města, druh zboží.',
    consent:
      'Souhlasím s tím, aby mě %{controller} kontaktovala e-mailem nebo telefonicky ohledně prezentace a nabídky.',
    honeypot: 'Toto pole nechte prázdné',
    submit: 'Odeslat žádost',
    requiredNote: 'Pole označená * jsou povinná.',
    quote: '„Vratek ubylo rychleji, než jsme čekali, a expresní doručení se samo zaplatí.“',
    quoteAuthor: 'Marta Zielińska, ředitelka e-commerce, TechMarket',
    errors: {
      too_many_requests:
        'Z vaší sítě jsme v krátké době obdrželi několik žádostí. Zkuste to znovu za hodinu nebo nám napište na %{email}.',
      validation_failed: 'Zkontrolujte pole označená červeně.',
      unknown: 'Žádost se nepodařilo odeslat. Zkuste to za chvíli znovu nebo nám napište na %{email}.',
    },
  },
  controller: {
    notice:
      'Správcem osobních údajů je %{controller}, %{address}. Údaje z formuláře zpracováváme, abychom odpověděli na vaši žádost a představili nabídku (čl. 6 odst. 1 písm. b a f GDPR). Máte právo na přístup k údajům, jejich opravu, výmaz a právo vznést námitku. Podrobnosti:',
    link: 'zásady ochrany osobních údajů',
  },
  thanks: {
    title: 'Děkujeme! Vaši žádost jsme obdrželi.',
    text: 'Náš obchodní tým se vám ozve do jednoho pracovního dne a domluví termín prezentace.',
    caseStudyTitle: 'Než se ozveme: případová studie TechMarket',
    caseStudyText:
      'Jak obchod s elektronikou snížil počet vratek o 37 % a zvýšil hrubou marži o 3,1 p. b. díky doručení ještě týž den. 2 strany, PDF (v polštině).',
    download: 'Stáhnout případovou studii (PDF)',
  },
  footer: {
    tagline: 'Doručení ještě týž den pro e-shopy.',
    privacy: 'Zásady ochrany osobních údajů',
    signIn: 'Přihlásit se',
    register: 'Založit účet',
    rights: '© %{year} %{controller}',
    allRights: 'Všechna práva vyhrazena.',
    links: 'Odkazy',
  },
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    updated: 'Platné od 1. listopadu 2026',
    back: 'Zpět na hlavní stránku',
    intro:
      'Tyto zásady vysvětlují, jak zpracováváme osobní údaje návštěvníků našeho webu, lidí, kteří posílají žádost o prezentaci, uživatelů panelu a příjemců zásilek, které doručujeme.',
    sections: {
      controller: {
        title: '1. Správce údajů',
        text: 'Správcem vašich osobních údajů je %{controller}, %{address} („my“). Ve všech věcech týkajících se osobních údajů pište na %{email} nebo poštou na adresu našeho sídla.',
      },
      scope: {
        title: '2. Jaké údaje zpracováváme',
        text: [
          '– údaje z formuláře žádosti o prezentaci: jméno a příjmení, e-mail, telefon, název firmy a text zprávy;',
          '– údaje účtů v panelu: přihlašovací jméno, e-mail, telefon, údaje o firmě a adresy výdejních míst;',
          '– údaje potřebné k doručení objednávek: jméno, adresa a telefon příjemce;',
          '– technické údaje: IP adresa a záznam činností v panelu.',
        ].join('\n'),
      },
      purposes: {
        title: '3. Účely a právní základ (čl. 6 GDPR)',
        text: [
          '– odpověď na žádost a příprava nabídky – čl. 6 odst. 1 písm. b GDPR (kroky na vaši žádost před uzavřením smlouvy) a čl. 6 odst. 1 písm. f (náš oprávněný zájem na obchodním kontaktu s firmami);',
          '– uzavření a plnění smlouvy o doručování a vedení účtu – čl. 6 odst. 1 písm. b;',
          '– právní povinnosti, např. účetní a daňové – čl. 6 odst. 1 písm. c;',
          '– bezpečnost služby, předcházení zneužití a uplatňování nároků – čl. 6 odst. 1 písm. f.',
        ].join('\n'),
      },
      recipients: {
        title: '4. Příjemci údajů',
        text: 'Údaje předáváme pouze těm, kdo nám pomáhají poskytovat službu: poskytovatelům hostingu a IT služeb, partnerským řidičům (jen údaje potřebné k doručení), účetní kanceláři a advokátům a orgánům veřejné moci, pokud to vyžaduje zákon. Údaje nepředáváme mimo Evropský hospodářský prostor.',
      },
      retention: {
        title: '5. Jak dlouho údaje uchováváme',
        text: [
          '– žádosti o prezentaci: 12 měsíců od posledního kontaktu, pokud neuzavřeme smlouvu;',
          '– údaje související se smlouvou: po dobu jejího trvání a do promlčení nároků (obvykle 6 let);',
          '– účetní doklady: 5 let od konce daňového roku;',
          '– bezpečnostní záznamy: až 12 měsíců.',
        ].join('\n'),
      },
      rights: {
        title: '6. Vaše práva',
        text: 'Máte právo na přístup ke svým údajům, na jejich opravu, výmaz nebo omezení zpracování, na přenositelnost údajů a právo vznést námitku proti zpracování založenému na našem oprávněném zájmu (čl. 21 GDPR). Pokud zpracování probíhá na základě souhlasu, můžete jej kdykoli odvolat, aniž by tím byla dotčena zákonnost dřívějšího zpracování. Pište na %{email}.',
      },
      complaint: {
        title: '7. Stížnost',
        text: 'Máte právo podat stížnost u polského dozorového úřadu: Prezes Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00\u2011193 Varšava.',
      },
      voluntary: {
        title: '8. Dobrovolnost poskytnutí údajů, žádné profilování',
        text: 'Poskytnutí údajů je dobrovolné, ale bez jména, e-mailu a názvu firmy nemůžeme na žádost odpovědět. Nerozhodujeme automatizovaně a neprofilujeme.',
      },
      storage: {
        title: '9. Cookies a úložiště prohlížeče',
        text: 'Web nepoužívá reklamní ani analytické cookies. V místním úložišti prohlížeče ukládáme pouze zvolený jazyk a po přihlášení token relace.',
      },
    },
  },
  leads: {
    title: 'Zájemci pro obchod',
    button: 'Zájemci pro obchod',
    backToCompanies: 'Firmy',
    search: 'Hledat: jméno, e-mail, firma, místo',
    fields: {
      kind: 'Druh',
      name: 'Jméno',
      companyName: 'Firma',
      city: 'Místo',
      email: 'E-mail',
      phone: 'Telefon',
      message: 'Zpráva',
      source: 'Zdroj',
      createdAt: 'Poprvé přijato',
      updatedAt: 'Přijato',
    },
    /** What a lead is: a demo request, or a shop waiting for us in a city we do not deliver from yet. */
    kinds: {
      demoRequest: 'Žádost o prezentaci',
      coverage: 'Místo mimo pokrytí',
    },
    allKinds: 'Všechny druhy',
    openCompany: 'Otevřít firmu %{name}',
    empty: 'Zatím žádní zájemci.',
    emptyFiltered: 'Hledání neodpovídá žádný zájemce.',
    error: 'Zájemce se nepodařilo načíst.',
    showMessage: 'Zobrazit celou zprávu',
    /** Sources the console names (the others are shown as they came). */
    sources: {
      simple_delivery: 'SIMPLE Delivery, žádost registrovaného klienta',
      registration: 'Místo uvedené při registraci',
      pickup_point: 'Uložené odběrné místo tam',
    },
  },
};
