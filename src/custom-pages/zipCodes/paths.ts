// Path of the zip-code map.
export const ZIP_CODES_PATH = '/zipCodes';
