// Paths of the settings area: its tabs, the pickup points (/settings/locations) and the delivery option
// (/settings/product).
export const SETTINGS_PATH = '/settings';
