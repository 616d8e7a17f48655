// What the live map has chosen: a driver (its card) or an order (its expanded row), or nothing.
export type MapSelection = { kind: 'driver'; id: number } | { kind: 'order'; id: number } | null;
