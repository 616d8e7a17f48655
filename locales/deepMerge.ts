// Deep merge of message trees: `override` wins, `base` fills what it lacks (English under pl and cz; react-admin's own
// messages under the console's). Here, beside the messages, so that locales/ imports nothing from the console's code.
type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

export const deepMerge = <T extends Tree>(base: T, override: Tree): T => {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isTree(current) && isTree(value) ? deepMerge(current, value) : value;
  }
  return result as T;
};
