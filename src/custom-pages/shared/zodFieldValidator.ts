// A react-admin field validator from a zod schema of src/domain (the forms kit's fieldValidator, src/forms/).
export { fieldValidator as zodFieldValidator, type FieldMessage as ValidationMessage } from '../../forms/formErrors.ts';
