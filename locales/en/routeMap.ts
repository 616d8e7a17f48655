// English messages of the routeMap area (merged into locales/en.ts under the key `routeMap`).
export const routeMapEn = {};
