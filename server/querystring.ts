// Query strings as the console sends them: empty values skipped, arrays in bracket format (`ids[]=1&ids[]=2`).
export function parseQueryString(input: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(input)) {
    if (value === '') continue;
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    // Appended in place: copying the list for every value made a query of 20,000 values take seconds.
    if (Array.isArray(prev)) prev.push(value);
    else if (isArray || prev !== undefined) out[key] = prev === undefined ? [value] : [prev, value];
    else out[key] = value;
  }
  return out;
}
