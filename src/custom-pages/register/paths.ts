// Paths of the registration form and its steps (outside the console's layout), in their order.
/** The public registration form a company fills in itself. */
export const REGISTRATION_PATH = '/register';
export const SELECT_PRODUCT_PATH = '/register/selectProduct';
export const ADD_LOCATIONS_PATH = '/register/addLocations';
