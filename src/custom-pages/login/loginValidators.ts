// Login field rules come from src/domain/schemas.ts (required, at least 3 characters).
import { loginSchema } from '../../domain/schemas.ts';
import { zodFieldValidator } from '../shared/zodFieldValidator.ts';

export const validateUsername = zodFieldValidator(loginSchema.shape.username);
export const validatePassword = zodFieldValidator(loginSchema.shape.password);
