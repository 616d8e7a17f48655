// Czech messages of the orderActions area (merged into locales/cz.ts under the key `orderActions`).
import type { MessagesShape } from '../en.ts';
import type { orderActionsEn } from '../en/orderActions.ts';

export const orderActionsCz: MessagesShape<typeof orderActionsEn> = {
  panel: {
    label: 'Akce objednávky',
  },
  labelDownload: {
    preparing: 'Připravuje se štítek…',
  },
  actions: {
    downloadLabel: 'Štítek',
    cancel: 'Zrušit objednávku',
    changeDriver: 'Změnit řidiče',
    pickupVerification: 'Ověřit vyzvednutí',
    hold: 'Pozastavení',
    renewals: 'Obnovení: %{smart_count}',
    comments: 'Komentáře: %{smart_count}',
    routeMap: 'Trasa',
    holdHistory: 'Historie pozastavení: %{smart_count}',
  },
  common: {
    close: 'Zavřít',
  },
  hold: {
    title: 'Historie pozastavení objednávky %{orderNo}',
    historyLabel: 'Pozastavení',
    empty: 'Objednávka nebyla pozastavena.',
    columns: {
      since: 'Od',
      until: 'Do',
      by: 'Kdo',
      notes: 'Poznámky',
      releasedAt: 'Uvolněno',
    },
    by: {
      operator: 'Operátor',
      driver: 'Řidič',
      system: 'Systém',
    },
    untilReleased: 'Do uvolnění',
    onHoldUntil: 'Pozastaveno do %{time}',
    onHoldUntilReleased: 'Pozastaveno do uvolnění',
    note: 'Poznámka: %{note}',
    formTitle: 'Pozastavit objednávku',
    preset: '+%{minutes} min',
    presetsLabel: 'Pozastavit na',
    holdOrderTill: 'Pozastavit do',
    limit:
      'Nejvýše %{max} den od teď: do %{time} |||| Nejvýše %{max} dny od teď: do %{time} |||| Nejvýše %{max} dní od teď: do %{time}',
    notes: 'Poznámky',
    submit: 'Pozastavit',
    release: 'Uvolnit',
  },
  cancel: {
    title: 'Zrušit objednávku %{orderNo}',
    reason: 'Důvod',
    renewal: {
      label: 'Obnovení',
      default: 'Výchozí (obnoví se jen při selhání řidiče)',
      renew: 'Obnovit (zpět do fronty pro jiného řidiče)',
      noRenewal: 'Neobnovovat',
    },
    createReturn: {
      label: 'Vyzvednuté zboží',
      default: 'Výchozí (vratná objednávka, pokud bylo zboží vyzvednuto)',
      noReturn: 'Bez vrácení (zboží zůstává u řidiče)',
      none: 'Žádné (odebrat vyzvednuté zboží ze zásob řidiče)',
    },
    payable: {
      label: 'Platba řidiči',
      default: 'Výchozí (zaplaceno, pokud bylo zboží vyzvednuto)',
      noPayment: 'Bez platby',
      fullPayment: 'Plná platba',
    },
    forceCancel: 'Vynutit zrušení',
    forceCancelHelp: 'Zrušit, i když tomu něco brání, například pozastavení',
    comment: 'Komentář',
    submit: 'Zrušit objednávku',
  },
  comments: {
    title: 'Komentáře k objednávce %{orderNo}',
    listLabel: 'Komentáře',
    empty: 'Zatím žádné komentáře.',
    byline: '%{author}, %{time}',
    comment: 'Komentář',
    submit: 'Přidat komentář',
  },
  renewals: {
    title: 'Obnovení objednávky %{orderNo}',
    tableLabel: 'Obnovení',
    columns: {
      renewedAt: 'Obnoveno',
      renewedBy: 'Kdo',
      renewalReason: 'Důvod',
      cancellationReason: 'Důvod zrušení',
      renewalComment: 'Komentář',
    },
    reason: {
      DRIVER_CHANGE: 'Změna řidiče',
      AUTOMATIC_REQUEUE: 'Automatické znovuzařazení',
    },
  },
  changeDriver: {
    title: 'Změnit řidiče objednávky %{orderNo}',
    current: 'Současný řidič: %{name}',
    region: 'Region',
    driver: 'Řidič',
    driverOption: '%{name} (%{email})',
    currentDriverOption: '%{name} (%{email}): současný řidič',
    goodsWithDriver: 'Zboží má současný řidič (%{name}): musí být předáno novému řidiči.',
    history: {
      fromTo: 'z %{from} na %{to}',
      to: 'na %{to}',
    },
    noDrivers: 'V tomto regionu nejsou dostupní žádní řidiči',
    loadFailed: 'Řidiče se nepodařilo načíst.',
    comment: 'Komentář',
    nearest: {
      title: 'Nejbližší řidiči online',
      hint: 'Řidiči online, kteří smějí doručovat pro tuto firmu, od nejbližšího k místu vyzvednutí. Kliknutím vyberete.',
      hintFromDriver:
        'Řidiči online, kteří smějí doručovat pro tuto firmu, od nejbližšího k současnému řidiči (který má zboží). Kliknutím vyberete.',
      hintNoDriverPosition:
        'Poloha současného řidiče není známa: řidiči online od nejbližšího k místu vyzvednutí. Kliknutím vyberete.',
      distance: '%{distance} odsud',
      noPosition: 'poloha neznámá',
      carrying:
        'veze %{smart_count} objednávku |||| veze %{smart_count} objednávky |||| veze %{smart_count} objednávek',
      free: 'volný',
      empty: 'Žádný řidič online teď nemůže tuto objednávku převzít.',
      loadFailed: 'Nejbližší řidiče se nepodařilo načíst.',
      refresh: 'Obnovit',
      loading: 'Hledáme nejbližší řidiče…',
    },
    submit: 'Změnit řidiče',
  },
  pickup: {
    title: 'Ověření vyzvednutí objednávky %{orderNo}',
    hint: 'Zadejte PIN, který sdělí výdejní místo, a potvrďte tak, že řidič objednávku vyzvedl.',
    pin: 'PIN',
    submit: 'Ověřit',
  },
  success: {
    cancelOrder: 'Objednávka zrušena',
    changeOrderDriver: 'Řidič změněn',
    pickUpVerification: 'Vyzvednutí ověřeno',
    onHoldOrder: 'Objednávka pozastavena',
    releaseHeldOrder: 'Objednávka uvolněna',
    addComment: 'Komentář přidán',
  },
  errors: {
    cancelOrder: {
      order_is_not_cancellable: 'Tuto objednávku nelze zrušit (je dokončená, nebo pozastavená bez vynuceného zrušení).',
      unknown: 'Objednávku se nepodařilo zrušit. Zkuste to později.',
    },
    changeOrderDriver: {
      driver_change_not_allowed: 'Řidiče této objednávky nelze změnit.',
      driver_insufficient_company_permissions: 'Tento řidič nesmí doručovat pro firmu objednávky.',
      order_already_belongs_to_driver: 'Objednávka již patří tomuto řidiči.',
      driver_not_found: 'Tento řidič není k dispozici.',
      unknown: 'Řidiče se nepodařilo změnit. Zkuste to později.',
    },
    pickUpVerification: {
      order_not_ready_for_pick_up: 'Objednávka nečeká na vyzvednutí.',
      incorrect_verification_code: 'PIN je nesprávný.',
    },
    onHoldOrder: {
      order_already_on_hold: 'Objednávka je již pozastavena.',
      order_is_not_ongoing: 'Pozastavit lze jen probíhající nebo naplánovanou objednávku.',
      unknown: 'Objednávku se nepodařilo pozastavit. Zkuste to později.',
    },
    releaseHeldOrder: {
      order_not_on_hold: 'Objednávka není pozastavena.',
      unknown: 'Objednávku se nepodařilo uvolnit. Zkuste to později.',
    },
    addComment: {
      unknown: 'Komentář se nepodařilo přidat. Zkuste to později.',
    },
    downloadLabelFailure: 'Štítek se nepodařilo stáhnout. Zkuste to později.',
  },
  validation: {
    notInPast: 'Čas nesmí být v minulosti',
    holdTooFar:
      'Pozastavení může trvat nejvýše %{max} den od teď |||| Pozastavení může trvat nejvýše %{max} dny od teď |||| Pozastavení může trvat nejvýše %{max} dní od teď',
  },
};
