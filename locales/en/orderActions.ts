// English messages of the orderActions area (merged into locales/en.ts under the key `orderActions`).
export const orderActionsEn = {};
