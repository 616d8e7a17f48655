// Paths of the registration steps (outside the console's layout), in their order.
export const SELECT_PRODUCT_PATH = '/register/selectProduct';
export const ADD_LOCATIONS_PATH = '/register/addLocations';
