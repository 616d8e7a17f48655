// The list of leads lives in the companies section (operators with the companies page).
export const LEAD_LIST_PATH = '/companies/leads';
