// Path of the live operations map.
export const OPERATIONS_MAP_PATH = '/operations/map';
