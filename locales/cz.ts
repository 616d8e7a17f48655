// Czech: complete (a unit test holds every locale to English's keys). ra-language-czech lacks a few react-admin 5 keys;
// they are filled here.
import czechMessagesModule from 'ra-language-czech';
import type { TranslationMessages } from 'react-admin';
import { deepMerge } from './deepMerge.ts';
import type { AppMessages, MessagesShape } from './en.ts';
import { orderActionsCz } from './cz/orderActions.ts';
import { orderListCz } from './cz/orderList.ts';
import { routeMapCz } from './cz/routeMap.ts';
import { pinCz } from './cz/pin.ts';
import { coverageCz } from './cz/coverage.ts';
import { trackingCz } from './cz/tracking.ts';
import { operationsMapCz } from './cz/operationsMap.ts';
import { dashboardCz } from './cz/dashboard.ts';
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
import { productsCz } from './cz/products.ts';
import { noticesCz } from './cz/notices.ts';

/** Under Node's own module loader (the server's CSV texts) this CommonJS package arrives with its messages in `default`. */
const czechMessages = ((czechMessagesModule as { default?: typeof czechMessagesModule }).default ??
  czechMessagesModule) as typeof czechMessagesModule;

/** react-admin 5 keys missing from ra-language-czech, and those it words for older react-admin (other placeholders). */
const raMissingCz = {
  action: {
    reset: 'Obnovit výchozí',
    search_columns: 'Hledat sloupce',
    create_item: 'Vytvořit %{item}',
  },
  page: {
    edit: '%{name} %{recordRepresentation}',
    show: '%{name} %{recordRepresentation}',
  },
  message: {
    delete_content: 'Opravdu chcete smazat tuto položku (%{name})?',
    delete_title: 'Smazat %{name} %{recordRepresentation}',
    bulk_update_content:
      'Opravdu chcete aktualizovat %{name} %{recordRepresentation}? |||| Opravdu chcete aktualizovat tyto %{smart_count} položky? |||| Opravdu chcete aktualizovat těchto %{smart_count} položek?',
    bulk_update_title:
      'Aktualizovat %{name} %{recordRepresentation} |||| Aktualizovat %{smart_count} %{name} |||| Aktualizovat %{smart_count} %{name}',
  },
  navigation: {
    no_results: 'Nenalezeno: %{name}',
  },
  sort: {
    sort_by: 'Seřadit podle %{field_lower_first} %{order}',
  },
  notification: {
    offline: 'Bez připojení. Data se nepodařilo načíst.',
  },
  guesser: {
    empty: {
      title: 'Žádná data k zobrazení',
      message: 'Zkontrolujte prosím svého poskytovatele dat',
    },
  },
};

export const appMessagesCz: MessagesShape<AppMessages> = {
  // Areas kept in their own files (locales/<lang>/<area>.ts).
  orderActions: orderActionsCz,
  orderList: orderListCz,
  routeMap: routeMapCz,
  pin: pinCz,
  coverage: coverageCz,
  tracking: trackingCz,
  operationsMap: operationsMapCz,
  dashboard: dashboardCz,
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
  products: productsCz,
  notices: noticesCz,
  app: {
    title: 'delivery-console',
    logoAlt: 'delivery-console',
    dashboardImageAlt: 'Logo firmy',
    loading: 'Načítání…',
    reconnecting: 'Znovu se připojujeme k serveru… Vaše práce zůstane zachována; stránka se aktualizuje sama.',
  },
  menu: {
    dashboard: 'Přehled',
    orders: 'Objednávky',
    orderList: 'Seznam objednávek',
    newOrder: 'Nová objednávka',
    companies: 'Firmy',
    pendingCompanies:
      '%{smart_count} firma čeká na aktivaci |||| %{smart_count} firmy čekají na aktivaci |||| %{smart_count} firem čeká na aktivaci',
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
    title: 'Přihlášení do delivery-console',
    username: 'Login nebo e-mail',
    password: 'Heslo',
    submit: 'Přihlásit se',
    invalidCredentials: 'Login nebo heslo je neplatné',
    accountDeactivated:
      'Tento účet je deaktivován. Pokud jde o omyl, požádejte správce své firmy o opětovnou aktivaci.',
    tooManyAttempts: 'Příliš mnoho pokusů o přihlášení. Zkuste to později.',
    tooManyAttemptsWait: {
      seconds:
        'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} sekundu. |||| Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} sekundy. |||| Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} sekund.',
      minutes:
        'Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} minutu. |||| Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} minuty. |||| Příliš mnoho pokusů o přihlášení. Zkuste to znovu za %{smart_count} minut.',
    },
    loggedIn: 'Přihlášeno!',
    loggedOut: 'Odhlášeno',
    failed: 'Přihlášení se nezdařilo. Zkuste to později.',
    backToLogin: 'Přejít na přihlašovací stránku',
  },
  session: {
    expired: 'Vaše relace vypršela. Přihlaste se prosím.',
    mustBeLoggedIn: 'Pro zobrazení této stránky musíte být přihlášeni',
    deactivated:
      'Byli jste odhlášeni: váš účet byl deaktivován. Pokud jde o omyl, požádejte správce své firmy o opětovnou aktivaci.',
    accessChanged: 'Správce změnil vaše oprávnění: nabídka a stránky nyní ukazují, co smíte otevřít.',
    accessDenied: {
      title: 'K této stránce nemáte přístup',
      text: 'Váš účet nesmí tuto stránku otevřít.',
      revokedTitle: 'K této stránce už nemáte přístup',
      revokedText: 'Správce změnil vaše oprávnění, zatímco byla stránka otevřená: váš účet ji už nesmí otevřít.',
      ask: 'Pokud ji potřebujete k práci, požádejte správce své firmy o přidělení přístupu.',
      home: 'Přejít na úvodní stránku',
    },
    initFailed: 'Inicializace uživatele selhala',
  },
  account: {
    activatedNow: 'Váš účet je aktivní: nyní můžete vytvářet objednávky!',
    validation: {
      tooManyLocations:
        'Přidejte nejvýše %{max} výdejní místo |||| Přidejte nejvýše %{max} výdejní místa |||| Přidejte nejvýše %{max} výdejních míst',
    },
    active: 'Účet aktivní',
    inactive: 'Účet neaktivní',
    kind: {
      operator: 'Operátor',
      client: 'Klient',
    },
    companyStatus: {
      pending: 'Čekající',
      active: 'Aktivní',
      inactive: 'Neaktivní',
    },
  },
  language: {
    label: 'Jazyk',
  },
  validation: {
    required: 'Pole je povinné',
    email: 'Pole musí obsahovat platnou e-mailovou adresu',
    minLength: 'Musí mít alespoň %{min} znak |||| Musí mít alespoň %{min} znaky |||| Musí mít alespoň %{min} znaků',
    maxLength: 'Smí mít nejvýše %{max} znak |||| Smí mít nejvýše %{max} znaky |||| Smí mít nejvýše %{max} znaků',
    password: 'Heslo musí obsahovat alespoň jedno písmeno a jednu číslici',
    passwordMismatch: 'Hesla se neshodují',
    phone: 'Zadejte 9 číslic (volitelně s předvolbou země) nebo pomlčku',
    mustAccept: 'Toto musíte přijmout',
    invalid: 'Neplatná hodnota',
    dateRangeReversed: 'Počáteční datum nesmí být po koncovém datu',
    zipCode: 'Hodnota musí být poštovní směrovací číslo ve tvaru 00-000',
    zipCodeUnknown: 'Takové PSČ neexistuje: zkontrolujte ho',
    pesel: 'Hodnota musí být platné číslo PESEL',
    receiptNo: 'Hodnota musí mít přesně 4 číslice',
    vin: 'Hodnota musí být VIN ze 17 písmen a číslic (bez I, O a Q)',
    registrationPlate: 'Hodnota smí obsahovat pouze písmena a číslice',
    number: 'Hodnota musí být číslo',
    amount: 'Hodnota musí být částka alespoň %{min} s nejvýše 2 desetinnými místy',
    paymentCode: 'Hodnota musí mít přesně 20 číslic',
    medicinesRequired: 'Hodnota musí uvádět alespoň jeden lék s jeho podrobnostmi',
    positive: 'Hodnota musí být větší než 0',
    minValue: 'Musí být alespoň %{min}',
    maxValue: 'Může být nejvýše %{max}',
    integer: 'Musí být celé číslo',
    maxDimension: 'Hodnota smí být nejvýše %{max} cm',
    maxWeight: 'Hodnota smí být nejvýše %{max} kg',
    largestSide: 'Hodnota má nejdelší stranu příliš dlouhou (nejvýše %{max} cm)',
    sideSum: 'Hodnota má součet stran příliš velký (nejvýše %{max} cm)',
    packageTooLarge: 'Hodnota je větší než největší velikost balíku (L)',
    noProducts: 'Hodnota musí obsahovat alespoň jeden produkt',
    productNotAvailable: 'Hodnota není produkt dostupný pro tuto firmu',
    mixedOrderTypes: 'Hodnota má jiný typ objednávky než ostatní produkty',
    tooManyProducts:
      'Hodnota smí obsahovat nejvýše %{max} produkt |||| Hodnota smí obsahovat nejvýše %{max} produkty |||| Hodnota smí obsahovat nejvýše %{max} produktů',
    tooManyOfProduct: 'Hodnota smí obsahovat tento produkt nejvýše %{max}krát',
    paymentNotAllowed: 'Hodnota není typ platby povolený pro tuto firmu',
    slotNotOffered: 'Hodnota není nabízené časové okno',
    pickupLocationNotInReach: 'Vyberte jedno z výdejních míst, která může váš účet používat',
    dateRangeTooLong:
      'Rozsah dat může zahrnovat nejvýše %{max} den |||| Rozsah dat může zahrnovat nejvýše %{max} dny |||| Rozsah dat může zahrnovat nejvýše %{max} dní',
    operatorDecision: 'O tom rozhoduje pouze operátor',
    invalidCharacters: 'Odstraňte z textu řídicí nebo poškozené znaky',
    dateOutOfRange: 'Vyberte datum mezi %{min} a %{max}',
    tooManyItems: 'Nejvýše %{max} položek',
    photoType: 'Vyberte obrázek JPEG, PNG nebo WebP',
    photoTooLarge: 'Fotografie smí mít nejvýše 1 MB',
    characterCount: '%{count}/%{max}',
  },
  errors: {
    generic: 'Něco se pokazilo, zkuste to později.',
    refresh: 'Obnovit',
    timeout: 'Server neodpověděl včas. Zkuste to později.',
    network: 'Server není dostupný. Zkontrolujte připojení.',
    // The server's error codes (domain/errorCodes.ts), for screens without a message of their own.
    server: {
      unknown: 'Něco se pokazilo, zkuste to později.',
      validation_failed: 'Některé hodnoty nejsou platné: zkontrolujte zvýrazněná pole.',
      invalid_request: 'Požadavek nebyl platný.',
      payload_too_large: 'Odeslaná data jsou příliš velká.',
      unsupported_media_type: 'Tento typ souboru nebo dat není podporován.',
      not_found: 'Položka nebyla nalezena.',
      invalid_order_transition: 'Objednávku nelze z aktuálního stavu převést do tohoto stavu.',
      unauthorized: 'Pro pokračování se přihlaste.',
      forbidden: 'K této akci nemáte oprávnění.',
      insufficient_permissions: 'Váš účet k tomu nemá oprávnění.',
      invalid_credentials: 'Login nebo heslo je neplatné.',
      invalid_api_key: 'Klíč API je neplatný.',
      session_expired: 'Vaše relace vypršela. Přihlaste se prosím.',
      account_deactivated: 'Tento účet je deaktivován.',
      too_many_login_attempts: 'Příliš mnoho pokusů. Zkuste to později.',
      database_unavailable: 'Server se právě nemůže spojit s databází. Zkuste to za chvíli znovu.',
      shutting_down: 'Server se restartuje. Zkuste to za chvíli znovu.',
      too_many_requests: 'Příliš mnoho požadavků. Zkuste to později.',
      password_does_not_match: 'Současné heslo není správné.',
      client_user_only: 'Toto může provést pouze uživatel klienta.',
      api_key_not_allowed: 'Tuto akci nelze provést pomocí klíče API.',
      api_key_not_found: 'Klíč API nebyl nalezen.',
      api_key_already_revoked: 'Klíč API je již zneplatněn.',
      api_key_limit_reached: 'Bylo dosaženo maximálního počtu klíčů API.',
      webhook_endpoint_not_found: 'Adresa webhooku nebyla nalezena.',
      webhook_endpoint_limit_reached: 'Bylo dosaženo maximálního počtu adres webhooků.',
      webhook_endpoint_disabled: 'Adresa webhooku je vypnutá; nejprve ji zapněte.',
      webhook_delivery_not_found: 'Doručení webhooku nebylo nalezeno.',
      user_not_found: 'Uživatel nebyl nalezen.',
      user_email_already_occupied: 'Tato e-mailová adresa se již používá.',
      operator_not_found: 'Operátor nebyl nalezen.',
      operator_deactivated: 'Operátor je deaktivován.',
      operator_already_deactivated: 'Operátor je již deaktivován.',
      operator_not_deactivated: 'Operátor není deaktivován.',
      operator_cannot_deactivate_self: 'Nemůžete deaktivovat vlastní účet.',
      scope_not_assignable: 'Toto oprávnění nesmíte udělit.',
      region_not_assignable: 'Tento region nesmíte přiřadit.',
      company_not_assignable: 'Tuto firmu nesmíte přiřadit.',
      location_not_assignable: 'Toto výdejní místo nesmíte přiřadit.',
      company_not_found: 'Firma nebyla nalezena.',
      company_not_active: 'Firma není aktivní.',
      company_not_pending: 'Firma již nečeká na aktivaci.',
      company_already_active: 'Firma je již aktivní.',
      company_contract_missing: 'Firma zatím nemá vygenerovanou smlouvu.',
      company_outside_regions:
        'Žádné výdejní místo firmy neleží v regionu, kam doručujeme. Přidejte výdejní místo v regionu (nebo rozšiřte pokrytí PSČ regionu) a pak ji aktivujte.',
      company_region_required:
        'Firma nemá výdejní místo, podle kterého by se určil region. Vyberte region, ve kterém působí.',
      company_data_missing: 'Nejprve vyplňte údaje o firmě.',
      company_nip_read_only: 'NIP nelze po nastavení změnit.',
      contract_not_generated: 'Smlouva zatím nebyla vygenerována.',
      contract_already_signed: 'Smlouva je již podepsána.',
      registration_step_missing: 'Nejprve dokončete předchozí kroky registrace.',
      logo_too_large: 'Logo smí mít nejvýše 1 MB.',
      logo_type_not_allowed: 'Logo musí být obrázek PNG, JPEG nebo WebP.',
      logo_image_invalid:
        'Soubor loga je poškozený nebo obsahuje víc než obrázek. Uložte jej znovu jako PNG, JPEG nebo WebP.',
      logo_dimensions_too_large: 'Obrázek loga je příliš velký: nejvýše 25 megapixelů (např. 5000 × 5000).',
      location_not_found: 'Výdejní místo nebylo nalezeno.',
      locations_limit_reached: 'Bylo dosaženo maximálního počtu výdejních míst.',
      duplicate_location: 'Firma již má výdejní místo s tímto názvem a adresou.',
      zip_code_other_place: 'PSČ patří k jinému místu, než je uvedené město.',
      address_not_found: 'Adresa nebyla nalezena.',
      address_is_ambiguous: 'Adresa odpovídá více místům: doplňte podrobnosti.',
      address_matched_partially: 'Adresa byla nalezena jen částečně: zkontrolujte PSČ a obec.',
      pickup_point_address_not_found: 'Adresa výdejního místa nebyla nalezena.',
      pickup_point_address_is_ambiguous: 'Adresa výdejního místa odpovídá více místům: doplňte podrobnosti.',
      pickup_point_address_matched_partially: 'Adresa výdejního místa byla nalezena jen částečně: zkontrolujte ji.',
      basemap_not_found: 'Mapa není k dispozici.',
      order_not_found: 'Objednávka nebyla nalezena.',
      order_with_external_id_exists: 'Objednávka s tímto externím ID již existuje.',
      incorrect_order_products: 'Produkty objednávky nejsou správné.',
      no_drivers_available: 'V tomto regionu teď nejsou k dispozici žádní řidiči.',
      delivery_not_available_for_specified_addresses: 'Pro tyto adresy není doručení dostupné.',
      cross_region_delivery_unavailable: 'Doručení mezi regiony není dostupné.',
      time_slot_in_past: 'Zvolené časové okno již začalo: zvolte pozdější.',
      time_slot_too_far_ahead: 'Zvolené časové okno je příliš daleko: okna jsou nabízena na příštích 7 dní.',
      time_slot_outside_opening_hours: 'Zvolené časové okno je mimo otevírací dobu výdejního místa.',
      time_slot_not_offered: 'Zvolený čas není nabízené časové okno: zvolte okno ze seznamu.',
      order_is_not_cancellable: 'Tuto objednávku nelze zrušit.',
      order_is_not_ongoing: 'Objednávka neprobíhá.',
      order_already_on_hold: 'Objednávka je již pozastavena.',
      order_not_on_hold: 'Objednávka není pozastavena.',
      order_on_hold: 'Objednávka je pozastavena.',
      order_not_ready_for_pick_up: 'Objednávka nečeká na vyzvednutí.',
      incorrect_verification_code: 'PIN je nesprávný.',
      incorrect_verification_code_and_order_no: 'Nesprávné číslo objednávky, datum nebo PIN.',
      too_many_pickup_attempts: 'Příliš mnoho neúspěšných pokusů. Zkuste to znovu za několik minut.',
      order_has_no_pickup_point: 'Objednávka nemá výdejní místo.',
      driver_change_not_allowed: 'Řidiče této objednávky nelze změnit.',
      order_already_belongs_to_driver: 'Objednávka již patří tomuto řidiči.',
      saved_view_not_found: 'Uložený pohled nebyl nalezen.',
      saved_views_limit_reached: 'Bylo dosaženo maximálního počtu uložených pohledů.',
      report_range_too_long: 'Rozsah dat tohoto reportu je příliš dlouhý.',
      driver_not_found: 'Řidič nebyl nalezen.',
      driver_blocked: 'Řidič je zablokován.',
      driver_inactive: 'Účet řidiče je neaktivní.',
      driver_insufficient_company_permissions: 'Tento řidič nesmí doručovat pro tuto firmu.',
      driver_has_active_order: 'Řidič má rozpracovanou objednávku.',
      driver_offline: 'Řidič je offline: pro přijímání objednávek přejděte online.',
      driver_email_taken: 'Jiný řidič už má tento e-mail.',
      driver_already_blocked: 'Řidič je už zablokován.',
      driver_not_blocked: 'Řidič není zablokován.',
      driver_already_inactive: 'Účet řidiče je už neaktivní.',
      driver_already_active: 'Účet řidiče je už aktivní.',
      driver_session_required: 'Je vyžadována relace řidiče.',
      driver_session_not_allowed: 'Tuto akci nelze provést v relaci řidiče.',
      driver_already_at_pickup: 'Řidič je již na výdejním místě.',
      driver_not_at_pickup: 'Řidič není na výdejním místě.',
      order_already_accepted: 'Objednávka již byla přijata.',
      order_already_taken: 'Objednávku již převzal jiný řidič.',
      order_not_offered: 'Objednávka není nabízena.',
      order_not_offered_to_driver: 'Objednávka není nabízena tomuto řidiči.',
      order_not_assigned_to_driver: 'Objednávka není přiřazena tomuto řidiči.',
      delivery_photo_too_large: 'Fotografie doručení smí mít nejvýše 1 MB.',
      delivery_photo_not_image: 'Fotografie doručení musí být obrázek JPEG, PNG nebo WebP.',
      delivery_photo_type_mismatch: 'Fotografie doručení není obrázek typu, jako který byla odeslána.',
      delivery_proof_not_found: 'Tato objednávka nemá fotografii doručení.',
      order_not_picked_up: 'Objednávka nebyla vyzvednuta.',
      correction_not_found: 'Oprava nebyla nalezena.',
      correction_not_pending: 'O opravě již bylo rozhodnuto.',
      correction_already_exists: 'Oprava této objednávky již čeká na rozhodnutí.',
      order_not_delivered: 'Opravit lze pouze doručenou nebo dokončenou objednávku.',
      package_size_unchanged: 'Objednávka již má tuto velikost balíku.',
      multiplier_not_found: 'Násobitel nebyl nalezen.',
      multiplier_already_deactivated: 'Násobitel je již deaktivován.',
      region_not_allowed: 'Tento region je mimo vaše regiony.',
      company_not_allowed: 'Tato firma je mimo vaše firmy.',
      insufficient_stock: 'Na skladě není dostatečné množství.',
      stock_not_transferable: 'Zásoby tohoto produktu nelze převést.',
      stock_same_holder: 'Předávající a přijímající strana jsou stejné.',
      product_company_mismatch: 'Produkt nepatří firmě tohoto skladu.',
      stock_exchange_not_open: 'Výměna zboží již není otevřená.',
      stock_exchange_not_found: 'Výměna zboží nebyla nalezena.',
      stock_not_allowed: 'Toto je mimo vaše firmy nebo regiony.',
      warehouse_not_found: 'Sklad nebyl nalezen.',
      warehouse_not_empty: 'Sklad stále obsahuje zboží: nejprve ho přesuňte.',
      warehouse_already_inactive: 'Sklad je už neaktivní.',
      warehouse_already_active: 'Sklad je už aktivní.',
      warehouse_inactive: 'Sklad je neaktivní: nepřijímá ani nevydává zboží.',
      duplicate_warehouse: 'Sklad s tímto vlastníkem, firmou a regionem už existuje.',
      product_not_found: 'Produkt nebyl nalezen.',
      product_code_taken: 'Jiný produkt této firmy už má tento kód.',
      product_type_read_only: 'Typ produktu nelze změnit.',
      wallet_range_too_long: 'Rozsah dat peněženky je příliš dlouhý.',
      wallet_entry_not_found: 'Záznam peněženky nebyl nalezen.',
      wallet_entry_already_deleted: 'Záznam peněženky je již smazán.',
      wallet_entry_settled: 'Záznam peněženky patří do uzavřeného výplatního období a nelze jej změnit.',
      idempotency_key_reused: 'Tento požadavek již byl odeslán s jinými daty.',
      idempotency_key_in_progress: 'Tento požadavek se ještě zpracovává: chvíli počkejte a zkontrolujte výsledek.',
    },
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
    type: {
      iqos: 'IQOS',
      pickup_delivery: 'Doručení s vyzvednutím',
      simple_delivery: 'Jednoduché doručení',
      simple_arrival: 'Jednoduchý příjezd',
    },
    reasonGroup: {
      not_accepted: 'Nepřijato',
      other: 'Jiný důvod',
    },
    cancellationReason: {
      CLIENT_DIDNT_SHOW_UP: 'Klient se nedostavil',
      CLIENTS_REQUEST: 'Na žádost klienta',
      DRIVERS_FAILURE: 'Selhání řidiče',
      WRONG_ADDRESS: 'Chybná adresa',
      CALL_CENTER_REQUEST: 'Na žádost call centra',
      ORDER_NOT_ACCEPTED_IN_5_MIN: 'Nepřijato do 5 minut',
      ORDER_NOT_ACCEPTED_IN_X_MIN: 'Nepřijato včas',
      PRODUCT_CODES_DIDNT_WORK: 'Kódy produktů nefungovaly',
      CLIENT_IS_UNDER_13: 'Klientovi je méně než 13 let',
      CLIENT_WITHOUT_ID: 'Klient bez průkazu totožnosti',
      CLIENT_NOT_IN_PERSON: 'Klient nepřevzal osobně',
      CLIENT_WITH_INCORRECT_DATA: 'Klient s chybnými údaji',
      NO_STOCK_IN_STORE: 'Zboží není na skladě',
      DAMAGED_PRODUCT: 'Poškozený produkt',
      OTHER: 'Jiný',
      AUTOMATIC_REQUEUE: 'Automatické znovuzařazení',
      unknown: 'Neznámý důvod',
    },
    list: {
      title: 'Objednávky',
      empty: 'Pro tyto filtry nejsou žádné objednávky',
      error: 'Objednávky se nepodařilo načíst.',
      minutes: '%{smart_count} min',
      realizedWithin: 'do %{minutes} min',
      onTime: 'včas',
      late: 'pozdě',
      undecided: 'probíhá',
      noValue: '—',
    },
    flags: {
      onHold: 'Pozastaveno',
      onHoldUntil: 'Pozastaveno do %{time}',
      onHoldNote: 'Poznámka řidiče: %{note}',
      multiplierShort: '[%{value}×]',
      multiplier: 'Násobitel ceny %{value}×',
      multiplierDeactivated: 'Násobitel ceny %{value}× (deaktivován)',
      emergencyDelivery: 'Expresní doručení',
      noVerificationCode: 'Bez ověřovacího kódu: %{reason}',
    },
    lastComment: '%{author}, %{time}',
    newOrder: {
      title: 'Nová objednávka',
    },
  },
  // react-admin's own keys of a resource's create and edit notifications (resources.<name>.notifications.*), which
  // the record controllers show: each area's texts.
  resources: {
    drivers: { notifications: driversCz.notifications },
    products: { notifications: productsCz.notifications },
    warehouses: { notifications: warehousesCz.notifications },
    orders: {
      name: 'Objednávka |||| Objednávky |||| Objednávek',
      fields: {
        company: 'Firma',
        orderNo: 'Číslo objednávky',
        status: 'Stav',
        region: 'Region',
        pickupCity: 'Město vyzvednutí',
        pickupPointName: 'Výdejní místo',
        driver: 'Řidič',
        scheduledSlotRange: 'Naplánované okno',
        timeInStage: 'Čas ve fázi',
        totalRealizationTime: 'Celková doba realizace',
        realizedWithin: 'Realizováno do',
        flags: 'Příznaky',
        lastComment: 'Poslední komentář',
      },
    },
  },
};

const cz: TranslationMessages = {
  ...appMessagesCz,
  ra: deepMerge(czechMessages.ra, raMissingCz) as TranslationMessages['ra'],
};

export default cz;
