// Which number a message's plural form follows ("1 znak", "2 znaki", "5 znaków"): smart_count when the caller gave
// it, else the first numeric count, length, max or min among its arguments (the validation messages pass their limit
// as max or min). The console's i18n provider and the server's English texts (create-admin) share the rule.

/** The arguments a plural form follows when the caller gave no smart_count, in this order. */
export const PLURAL_ARGUMENTS = ['count', 'length', 'max', 'min'] as const;

/** The options with smart_count taken from the first numeric count, length, max or min when it is missing. */
export const withPluralCount = <T extends Record<string, unknown> | undefined>(options: T): T => {
  if (!options || options.smart_count != null) return options;
  const count = PLURAL_ARGUMENTS.map((name) => options[name]).find(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  return count === undefined ? options : { ...options, smart_count: count };
};

/** The separator of a message's plural forms (polyglot's). */
export const PLURAL_SEPARATOR = '||||';

/** The English form of a message with plural forms ("… character |||| … characters"): the first for 1, else the second. */
export const englishPluralForm = (template: string, args: Record<string, unknown>): string => {
  const forms = template.split(PLURAL_SEPARATOR).map((form) => form.trim());
  if (forms.length < 2) return template;
  const count = withPluralCount(args).smart_count;
  return typeof count === 'number' && count !== 1 ? forms[1]! : forms[0]!;
};
