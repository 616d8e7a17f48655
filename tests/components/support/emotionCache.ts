// The files of a worker share their modules and their document (isolate: false), and with them emotion's default
// cache: every style a file's screens rendered stayed in the document's head for every later file (one <style> element a
// rule in emotion's development mode), up to 4,400 by a worker's last file against about 1,000 for one screen. Each
// computed style, each selector query from the document and each change of a style sheet in jsdom walks them all, so a
// file ran slower the later it came. At the end of a file (its screens unmounted) the cache is emptied, its style
// elements removed and its record of inserted styles cleared, so the next file starts from an empty head as it would
// in a page of its own; a screen inserts again the styles it renders.
//
// The cache also inserts its rules as it does in the console users get (emotion's production "speedy" mode): each
// rule through the style sheet's insertRule into one <style> element, where its development mode made a <style>
// element a rule, with a text node in it. In jsdom each such element was a change of the document (every live list and
// cached computed style thrown away), a style sheet parsed whole and an element more in the head for every selector
// query and tree walk (components alone 416 busy CPU-seconds before, 341 and 384 after on a slow day; fastJsdom and
// orderList together 42-55 to 27-32, interleaved). jsdom forgets its computed styles on a change of the document, not
// on insertRule; a browser recomputes styles after any change of a style sheet, so insertRule and deleteRule here make
// jsdom forget them too.
import { createRequire } from 'node:module';
import { CacheProvider, type EmotionCache } from '@emotion/react';

/** Emotion's default cache: the value of its cache context outside any provider (React 19: the context is the provider). */
const defaultEmotionCache = (): EmotionCache | null => {
  const value = (CacheProvider as unknown as { _currentValue?: unknown })._currentValue;
  const cache = value as Partial<EmotionCache> | null | undefined;
  return cache && typeof cache.sheet?.flush === 'function' && typeof cache.inserted === 'object'
    ? (cache as EmotionCache)
    : null;
};

/** Empties emotion's default cache: its style elements out of the document, its inserted styles forgotten. */
export const resetEmotionCache = (): boolean => {
  const cache = defaultEmotionCache();
  if (!cache) return false;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  return true;
};

/** jsdom's own modules, from the jsdom the test environment loaded. */
const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));

interface SheetImpl {
  ownerNode: { _ownerDocument?: unknown } | null;
}
/**
 * Makes a change of a style sheet through CSSOM (insertRule, deleteRule) forget the document's computed styles, as a
 * change of its DOM does (jsdom's invalidateStyleCache); once per jsdom (its classes outlive a test file).
 */
const forgetStylesOnRuleChanges = (): boolean => {
  const { invalidateStyleCache } = jsdomRequire('./jsdom/living/css/helpers/computed-style.js') as {
    invalidateStyleCache?: (element: object) => void;
  };
  const { implementation } = jsdomRequire('./jsdom/living/css/CSSStyleSheet-impl.js') as {
    implementation?: { prototype: Record<string, unknown> };
  };
  if (typeof invalidateStyleCache !== 'function' || !implementation) return false;
  const proto = implementation.prototype;
  for (const name of ['insertRule', 'deleteRule']) {
    const original = proto[name] as ((this: SheetImpl, ...args: unknown[]) => unknown) & { forgets?: boolean };
    if (typeof original !== 'function') return false;
    if (original.forgets) continue;
    const changed = function (this: SheetImpl, ...args: unknown[]) {
      const answer = original.apply(this, args);
      if (this.ownerNode?._ownerDocument) invalidateStyleCache(this.ownerNode);
      return answer;
    };
    (changed as { forgets?: boolean }).forgets = true;
    proto[name] = changed;
  }
  return true;
};

/**
 * Has emotion's default cache insert its rules as in production (one style element, insertRule), with jsdom forgetting
 * computed styles when a rule comes or goes; false when either could not be found (the tests then run as before).
 */
export const insertStylesAsInProduction = (): boolean => {
  const cache = defaultEmotionCache();
  if (!cache || !forgetStylesOnRuleChanges()) return false;
  (cache.sheet as unknown as { isSpeedy: boolean }).isSpeedy = true;
  return true;
};
