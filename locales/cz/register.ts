// Registrace: formulář, výběr produktu a výdejní místa.
import type { MessagesShape } from '../en.ts';
import type { registerEn } from '../en/register.ts';

export const registerCz: MessagesShape<typeof registerEn> = {
  title: 'Vytvořit účet',
  intro:
    'Zaregistrujte svůj obchod a doručujte objednávky ještě týž den. Aktivace trvá jeden pracovní den od podpisu smlouvy.',
  haveAccount: 'Už máte účet?',
  signIn: 'Přihlásit se',
  noAccount: 'Ještě nemáte účet?',
  createAccount: 'Zaregistrovat firmu',
  pinTitle: 'Ověření vyzvednutí',
  accountCreated: 'Účet vytvořen!',
  emailTaken: 'E-mail je již používán',
  failed: 'Při vytváření účtu došlo k chybě.',
  failedUnknown: 'Účet se nepodařilo vytvořit. Kontaktujte nás na %{email}',
  tooMany: 'Příliš mnoho registrací z vaší sítě. Zkuste to později.',
  tooManyWait: {
    seconds:
      'Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} sekundu. |||| Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} sekundy. |||| Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} sekund.',
    minutes:
      'Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} minutu. |||| Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} minuty. |||| Příliš mnoho registrací z vaší sítě. Zkuste to znovu za %{smart_count} minut.',
  },
  unknownError: 'Při registraci se něco pokazilo. Zkuste to znovu nebo nám napište na %{email}',
  form: {
    email: 'E-mail',
    name: 'Název firmy nebo vaše jméno',
    nameHelper: 'Alespoň 3 znaky',
    password: 'Heslo',
    passwordHelper: 'Alespoň 7 znaků s písmenem a číslicí',
    confirmPassword: 'Zopakujte heslo',
    phone: 'Telefon',
    phoneHelper: '9 číslic, volitelně s předvolbou země',
    city: 'Město',
    deliveryProductType: 'Co prodáváte?',
    notSaying: 'Teď ne',
    privacyConsent: 'Přečetl(a) jsem a souhlasím se',
    privacyPolicy: 'zásadami ochrany osobních údajů',
    submit: 'Vytvořit účet',
  },
  productTypes: {
    electronics: 'Elektronika',
    fashion: 'Oblečení a obuv',
    pharmacy: 'Lékárna a zdraví',
    groceries: 'Potraviny',
    books: 'Knihy a média',
    cosmetics: 'Kosmetika',
    homeAndGarden: 'Dům a zahrada',
    other: 'Něco jiného',
  },
  steps: {
    label: 'Kroky k aktivaci',
    product: 'Způsob doručení',
    locations: 'Výdejní místa',
    companyData: 'Údaje firmy',
    contract: 'Smlouva',
    activation: 'Aktivace',
  },
  next: {
    title: 'První kroky',
    heading: 'Co dál',
    intro: 'Několik kroků k první objednávce. Udělejte je hned nebo později: tato stránka si pamatuje, kde jste.',
    current: 'Další krok',
    steps: {
      product: 'Jak naši řidiči doručují vaše zásilky a vaše obvyklá velikost balíku.',
      locations: 'Odkud naši řidiči vyzvedávají vaše zásilky.',
      companyData: 'Registrační údaje firmy (NIP, REGON, adresa) pro smlouvu.',
      contract: 'Přijměte podmínky a vygenerujte smlouvu, pak ji stáhněte, podepište a pošlete nám.',
      activation: 'Zkontrolujeme podepsanou smlouvu a aktivujeme váš účet, obvykle do jednoho pracovního dne.',
    },
    go: {
      product: 'Vybrat',
      locations: 'Přidat výdejní místa',
      companyData: 'Vyplnit údaje o firmě',
      contract: 'Vygenerovat smlouvu',
    },
    change: {
      product: 'Změnit',
      locations: 'Spravovat',
      companyData: 'Zkontrolovat',
      contract: 'Otevřít smlouvu',
    },
    contractAfter: 'Až po údajích o firmě: smlouva se z nich vytváří.',
    active: {
      title: 'Váš účet je aktivní',
      text: 'Vše je připraveno: můžete poslat první objednávku.',
      newOrder: 'Vytvořit první objednávku',
      orders: 'Přejít na seznam objednávek',
    },
  },
  waiting: {
    title: 'Čekáme na aktivaci',
    intro: 'Vaše smlouva je vygenerovaná. Co bude dál:',
    sign: 'Stáhněte smlouvu, podepište ji a pošlete nám ji (stačí sken) na adresu',
    check: 'Smlouvu zkontrolujeme a aktivujeme váš účet, obvykle do jednoho pracovního dne.',
    live: 'Konzole se sama přepne na „Účet aktivní“ a v menu se objeví „Nová objednávka“: není třeba se znovu přihlašovat.',
    questions: 'Dotazy? Napište na',
  },
  /** A pending company none of whose pickup points we deliver from: what it waits for, instead of the usual promise. */
  waitingForCoverage: {
    title: 'Čekáme na pokrytí: %{cities}',
    text: 'Z místa %{cities} zatím nedoručujeme — váš účet čeká, až tam začneme; dáme vám vědět.',
    served: 'Doručujeme v: %{served}. S odběrným místem v jednom z nich aktivujeme účet jako obvykle.',
    activation: 'Váš účet aktivujeme, až začneme doručovat z místa %{cities}; dáme vám vědět.',
  },
  selectProduct: {
    support: 'Vítejte! Ještě pár kroků a můžete posílat první objednávky. Dotazy? Napište na %{email}.',
    title: 'Vyberte způsob doručení',
    selected: 'Vybráno',
    packageSize: 'Vaše obvyklá velikost balíku',
    pickup: {
      title: 'E-product Pickup',
      description:
        'Náš řidič vyzvedne balík na vašem výdejním místě a doručí ho do 180 minut nebo v časovém okně, které zvolil zákazník.',
    },
    simple: {
      title: 'SIMPLE Delivery',
      description:
        'Řidič veze váš produkt z našeho skladu k zákazníkovi do 180 minut. Napište nám a službu vám nastavíme.',
      contact: 'Kontaktujte nás',
      mailSubject: 'SIMPLE Delivery pro můj obchod',
      requested: 'Děkujeme: náš obchodní tým má vaši žádost a ozve se vám ohledně SIMPLE Delivery.',
    },
    submit: 'Uložit a pokračovat k výdejním místům',
  },
  addLocations: {
    title: 'Přidejte svá výdejní místa',
    intro:
      'Kde mají naši řidiči balíky vyzvedávat? Přidejte až %{max} výdejních míst; později je můžete přidávat a měnit v nastavení.',
    empty: 'Zatím žádná výdejní místa.',
    listLabel: 'Výdejní místa k uložení',
    add: 'Přidat výdejní místo',
    edit: 'Upravit',
    remove: 'Odebrat',
    skip: 'Zatím přeskočit',
    submit: 'Uložit a pokračovat',
    limit: 'Můžete přidat nejvýše %{max} výdejních míst.',
    saved:
      'Výdejní místo uloženo |||| Uložená výdejní místa: %{smart_count} |||| Uložená výdejní místa: %{smart_count}',
    skipped: 'Výdejní místa můžete přidat později v nastavení',
  },
};
