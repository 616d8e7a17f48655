// The login page: react-admin's loginPage (App.tsx), not an area of the menu. It loads on demand: its form brings
// react-hook-form and zod, which the first load does without.
export { LazyLoginPage } from './LazyLoginPage.tsx';
