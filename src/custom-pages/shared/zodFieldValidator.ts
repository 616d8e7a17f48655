// A react-admin field validator from a zod schema of src/domain: the first issue becomes the message
// (an i18n key, validation.*) with its limits as translation arguments.
import type { ZodType } from 'zod';

export interface ValidationMessage {
  message: string;
  args: Record<string, number>;
}

export const zodFieldValidator =
  (schema: ZodType) =>
  (value: unknown): ValidationMessage | undefined => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return undefined;
    const issue = result.error.issues[0] as { message: string; minimum?: unknown; maximum?: unknown };
    const args: Record<string, number> = {};
    if (issue.minimum !== undefined) args.min = Number(issue.minimum);
    if (issue.maximum !== undefined) args.max = Number(issue.maximum);
    return { message: issue.message, args };
  };
