// English messages of the pin area (merged into locales/en.ts under the key `pin`).
export const pinEn = {};
