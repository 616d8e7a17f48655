// The dashboard's path: the first screen after sign-in for users with the orders page.
export const DASHBOARD_PATH = '/dashboard';
