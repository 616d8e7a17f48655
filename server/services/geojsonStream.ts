// A streaming reader of a GeoJSON FeatureCollection: yields the members of its top-level "features" array one at
// a time, so a national file of tens of thousands of areas is never held (or JSON.parse'd) whole. A small state
// machine over the characters (strings and escapes, nesting depth) cuts each feature's text out of the chunks;
// only that text is parsed.
import type { Readable } from 'node:stream';

export class GeoJsonStreamError extends Error {}

export async function* streamFeatures<T = unknown>(
  input: AsyncIterable<string | Buffer> | Readable,
): AsyncGenerator<T> {
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** Text of the string being read at depth 1 (keys of the top-level object). */
  let keyText: string | null = null;
  let lastKey: string | null = null;
  let pendingKey: string | null = null;
  let inFeatures = false;
  let featuresSeen = false;
  /** The feature being cut out: the parts of earlier chunks, and where it starts in the current one. */
  let parts: string[] = [];
  let start = -1;
  const decoder = new TextDecoder('utf-8');

  for await (const chunk of input as AsyncIterable<string | Buffer>) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const ready: T[] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') {
          inString = false;
          if (keyText !== null) {
            lastKey = keyText;
            keyText = null;
          }
          continue;
        }
        if (keyText !== null) keyText += c;
        continue;
      }
      switch (c) {
        case '"':
          inString = true;
          if (depth === 1 && start < 0) keyText = '';
          break;
        case ':':
          if (depth === 1) pendingKey = lastKey;
          break;
        case ',':
          if (depth === 1) pendingKey = null;
          break;
        case '{':
        case '[':
          depth++;
          if (depth === 2 && c === '[' && pendingKey === 'features') {
            inFeatures = true;
            featuresSeen = true;
          } else if (inFeatures && depth === 3 && c === '{') {
            start = i;
            parts = [];
          }
          break;
        case '}':
        case ']':
          if (inFeatures && depth === 3 && c === '}' && start >= 0) {
            parts.push(text.slice(start, i + 1));
            start = -1;
            try {
              ready.push(JSON.parse(parts.join('')) as T);
            } catch (error) {
              throw new GeoJsonStreamError(`A feature is not valid JSON: ${(error as Error).message}`);
            }
            parts = [];
          } else if (inFeatures && depth === 2 && c === ']') {
            inFeatures = false;
          }
          depth--;
          if (depth < 0) throw new GeoJsonStreamError('Unbalanced brackets');
          break;
        default:
          break;
      }
    }
    if (start >= 0) {
      parts.push(text.slice(start));
      start = 0;
    }
    // A feature in progress continues at the next chunk's first character (start = 0).
    for (const feature of ready) yield feature;
  }
  if (depth !== 0 || inString) throw new GeoJsonStreamError('The file ends in the middle of the JSON');
  if (!featuresSeen) throw new GeoJsonStreamError('No "features" array in the top-level object');
}
