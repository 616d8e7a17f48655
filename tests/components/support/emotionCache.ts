// The files of a worker share their modules and their document (isolate: false), and with them emotion's default
// cache: every style a file's screens rendered stayed in the document's head for every later file (one <style> element a
// rule in emotion's development mode), up to 4,400 by a worker's last file against about 1,000 for one screen. Each
// computed style, each selector query from the document and each change of a style sheet in jsdom walks them all, so a
// file ran slower the later it came. At the end of a file (its screens unmounted) the cache is emptied, its style
// elements removed and its record of inserted styles cleared, so the next file starts from an empty head as it would
// in a page of its own; a screen inserts again the styles it renders.
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
