// A zod issue as the console and the server read it: its path, its message (an i18n key) and the arguments of that
// message (a rule's own params, and the limits of a too_small / too_big issue as min / max, or as length for an exact
// length). The console's forms (src/forms/formErrors.ts) and the server's 400 field errors (server/plugins/errors.ts:
// `errors` and their `errorArgs`) both go through issueMessageKey and issueArgs, so a message reads the same in both.
//
// zod 4 keeps the `params` of a check only on a custom issue (refine, superRefine): `.min(1, { error, params })` loses
// them. A check whose message names other numbers than its own bound (a range message on the lower bound, a minimum
// that is not the check's value) gives its message with `withParams`, which puts the params on the issue it raises.

export interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
  /** A too_small / too_big issue of an exact length (`.length(n)`). */
  exact?: boolean;
  /** An invalid_type issue: the type or format expected ('int' for a whole-number rule given a fraction). */
  expected?: string;
}

/** The generic message of a rule that names nothing more precise. */
export const INVALID_MESSAGE = 'validation.invalid';
/** The message of a whole-number rule given a fraction ("2.5" where a quantity is counted). */
export const INTEGER_MESSAGE = 'validation.integer';

/** Whether a message is an i18n key (validation.maxLength) rather than zod's own English text. */
const isMessageKey = (message: string) => /^[A-Za-z]\w*(\.\w+)+$/.test(message);

/** Whether the issue is a whole-number rule refusing a number with a fraction. */
const isFractionIssue = (issue: ZodIssueLike) => issue.code === 'invalid_type' && issue.expected === 'int';

/**
 * The issue's message key: its own, except that a whole-number rule refusing a fraction says "must be a whole number"
 * when the schema gave it only the generic "invalid value" (or no key of ours at all).
 */
export const issueMessageKey = (issue: ZodIssueLike): string =>
  isFractionIssue(issue) && (issue.message === INVALID_MESSAGE || !isMessageKey(issue.message))
    ? INTEGER_MESSAGE
    : issue.message;

/** The message's arguments: the issue's params, with min / max (or length) from its limits when params lack them. */
export const issueArgs = (issue: ZodIssueLike): Record<string, unknown> => {
  const args: Record<string, unknown> = { ...(issue.params ?? {}) };
  if (issue.exact && args.length === undefined) {
    const length = issue.minimum ?? issue.maximum;
    if (length !== undefined) args.length = Number(length);
  }
  if (issue.minimum !== undefined && args.min === undefined) args.min = Number(issue.minimum);
  if (issue.maximum !== undefined && args.max === undefined) args.max = Number(issue.maximum);
  return args;
};

/**
 * A check's message with its arguments, for `.min()`, `.max()`, `.gt()`, `.length()`… (`{ error }` as zod takes it):
 * the params go onto the issue the check raises, where issueArgs finds them (zod itself keeps params only on custom
 * issues). Use it when the message names a number the check's own bound does not give: a range message ("between
 * %{min} and %{max}") on either bound, or a minimum shown otherwise than the check's value.
 */
export const withParams = (message: string, params: Record<string, unknown>) => ({
  error: (issue: Record<string, unknown>) => {
    issue.params = { ...params, ...(issue.params as Record<string, unknown> | undefined) };
    return message;
  },
});
