// A zod issue as the console and the server read it: its path, its message (an i18n key) and the arguments of that
// message (a rule's own params, and the limits of a too_small / too_big issue as min / max).
export interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
  minimum?: unknown;
  maximum?: unknown;
}

/** The message's arguments: the issue's params, with min / max from its limits when the params do not name them. */
export const issueArgs = (issue: ZodIssueLike): Record<string, unknown> => {
  const args: Record<string, unknown> = { ...(issue.params ?? {}) };
  if (issue.minimum !== undefined && args.min === undefined) args.min = Number(issue.minimum);
  if (issue.maximum !== undefined && args.max === undefined) args.max = Number(issue.maximum);
  return args;
};
