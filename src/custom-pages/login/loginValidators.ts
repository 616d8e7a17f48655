// Login field rules come from domain/schemas.ts (required, at least 3 characters).
import { loginSchema } from '../../../domain/schemas.ts';
import { fieldValidator } from '../../forms/formErrors.ts';

export const validateUsername = fieldValidator(loginSchema.shape.username);
export const validatePassword = fieldValidator(loginSchema.shape.password);
