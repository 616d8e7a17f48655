// Czech: partial. Missing keys fall back to English (src/i18n merges en under cz).
import czechMessages from 'ra-language-czech';
import type { TranslationMessages } from 'react-admin';
import type { AppMessages, PartialMessagesShape } from './en.ts';
import { orderActionsCz } from './cz/orderActions.ts';
import { orderListCz } from './cz/orderList.ts';
import { routeMapCz } from './cz/routeMap.ts';
import { pinCz } from './cz/pin.ts';
import { dateRangeCz } from './cz/dateRange.ts';
import { orderFormCz } from './cz/orderForm.ts';
import { locationsCz } from './cz/locations.ts';
import { zipCodesCz } from './cz/zipCodes.ts';
import { reportsCz } from './cz/reports.ts';
import { companiesCz } from './cz/companies.ts';
import { driversCz } from './cz/drivers.ts';
import { landingCz } from './cz/landing.ts';
import { settingsCz } from './cz/settings.ts';
import { registerCz } from './cz/register.ts';
import { usersCz } from './cz/users.ts';
import { walletCz } from './cz/wallet.ts';
import { correctionsCz } from './cz/corrections.ts';
import { multipliersCz } from './cz/multipliers.ts';
import { stockCz } from './cz/stock.ts';
import { warehousesCz } from './cz/warehouses.ts';

export const appMessagesCz: PartialMessagesShape<AppMessages> = {
  // Areas kept in their own files (locales/<lang>/<area>.ts).
  orderActions: orderActionsCz,
  orderList: orderListCz,
  routeMap: routeMapCz,
  pin: pinCz,
  dateRange: dateRangeCz,
  orderForm: orderFormCz,
  locations: locationsCz,
  zipCodes: zipCodesCz,
  reports: reportsCz,
  companies: companiesCz,
  drivers: driversCz,
  settings: settingsCz,
  register: registerCz,
  landing: landingCz,
  users: usersCz,
  wallet: walletCz,
  corrections: correctionsCz,
  multipliers: multipliersCz,
  stock: stockCz,
  warehouses: warehousesCz,
  menu: {
    orders: 'Objednávky',
    orderList: 'Seznam objednávek',
    newOrder: 'Nová objednávka',
    companies: 'Firmy',
    zipCodes: 'PSČ',
    reports: 'Reporty',
    drivers: 'Řidiči',
    wallet: 'Peněženka',
    warehouse: 'Sklad',
    stock: 'Zásoby',
    users: 'Uživatelé',
    multipliers: 'Násobitele',
    corrections: 'Opravy',
    settings: 'Nastavení',
    logout: 'Odhlásit se',
  },
  auth: {
    username: 'Login nebo e-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    invalidCredentials: 'Login nebo heslo je neplatné',
    tooManyAttempts: 'Příliš mnoho pokusů o přihlášení. Zkuste to později.',
    loggedIn: 'Přihlášeno!',
  },
  session: {
    expired: 'Vaše relace vypršela. Přihlaste se prosím.',
    mustBeLoggedIn: 'Pro zobrazení této stránky musíte být přihlášeni',
    initFailed: 'Inicializace uživatele selhala',
  },
  account: {
    activatedNow: 'Váš účet je aktivní: nyní můžete vytvářet objednávky!',
    validation: {
      tooManyLocations: 'Přidejte nejvýše %{max} výdejních míst',
    },
    active: 'Účet aktivní',
    inactive: 'Účet neaktivní',
  },
  language: {
    label: 'Jazyk',
  },
  validation: {
    required: 'Pole je povinné',
    email: 'Pole musí obsahovat platnou e-mailovou adresu',
    minLength: 'Musí mít alespoň %{min} znaky',
    minValue: 'Musí být alespoň %{min}',
    maxValue: 'Může být nejvýše %{max}',
    integer: 'Musí být celé číslo',
    zipCode: 'Hodnota musí být poštovní směrovací číslo ve tvaru 00-000',
    pesel: 'Hodnota musí být platné číslo PESEL',
    receiptNo: 'Hodnota musí mít přesně 4 číslice',
    vin: 'Hodnota musí být VIN ze 17 písmen a číslic (bez I, O a Q)',
    registrationPlate: 'Hodnota smí obsahovat pouze písmena a číslice',
    number: 'Hodnota musí být číslo',
    amount: 'Hodnota musí být částka alespoň %{min} s nejvýše 2 desetinnými místy',
    paymentCode: 'Hodnota musí mít přesně 20 číslic',
    positive: 'Hodnota musí být větší než 0',
    maxDimension: 'Hodnota smí být nejvýše %{max} cm',
    maxWeight: 'Hodnota smí být nejvýše %{max} kg',
    noProducts: 'Hodnota musí obsahovat alespoň jeden produkt',
    pickupLocationNotInReach: 'Vyberte jedno z výdejních míst, která může váš účet používat',
    dateRangeTooLong: 'Rozsah dat může zahrnovat nejvýše %{max} dní',
  },
  errors: {
    generic: 'Něco se pokazilo, zkuste to později.',
    refresh: 'Obnovit',
  },
  orders: {
    status: {
      new: 'Nová',
      accepted: 'Přijatá',
      picked_up: 'Vyzvednutá',
      arrived: 'Na místě',
      delivered: 'Doručená',
      cancelled: 'Zrušená',
      finished: 'Dokončená',
      scheduled: 'Naplánovaná',
      all: 'Vše',
    },
    list: {
      title: 'Objednávky',
      empty: 'Pro tyto filtry nejsou žádné objednávky',
    },
  },
  resources: {
    orders: {
      name: 'Objednávka |||| Objednávky',
    },
  },
};

const cz = { ...czechMessages, ...appMessagesCz } as TranslationMessages;

export default cz;
