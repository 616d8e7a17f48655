// Czech messages of the orderActions area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { orderActionsEn } from '../en/orderActions.ts';

export const orderActionsCz: PartialMessagesShape<typeof orderActionsEn> = {
  panel: {
    label: 'Akce objednávky',
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
    submit: 'Pozastavit',
    preset: '+%{minutes} min',
    presetsLabel: 'Pozastavit na',
    release: 'Uvolnit',
    holdOrderTill: 'Pozastavit do',
    notes: 'Poznámky',
  },
  cancel: {
    reason: 'Důvod',
    comment: 'Komentář',
    submit: 'Zrušit objednávku',
  },
  comments: {
    comment: 'Komentář',
    submit: 'Přidat komentář',
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
    downloadLabelFailure: 'Štítek se nepodařilo stáhnout. Zkuste to později.',
  },
};
