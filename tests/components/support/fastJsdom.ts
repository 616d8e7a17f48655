// Two of jsdom's slow paths, made fast without changing an answer (tests/components/fastJsdom.test.tsx compares).
//
// 1. jsdom's getComputedStyle matches every rule of every style sheet against the element (and, for an inherited
// property such as `visibility`, against each of its ancestors): with MUI's ~1,000 emotion rules in the document it
// took 60 % of a component test's time (accessible names and visibility checks, MUI's auto-sizing text areas).
// Nearly every emotion rule is keyed by a class in its last compound (`.css-1x2y`, `.css-1x2y:hover`,
// `.css-1x2y .MuiInputBase-input`): an element that lacks that class cannot match it. This wraps the one selector
// check jsdom's computed style makes (DOMSelector#check, used by nothing else) with that test, before the full
// match (and, for `.a > *` or `.a *`, the parent's or an ancestor's classes). The answer is exactly jsdom's: a rule
// is skipped only when no selector of its list could match.
//
// 2. A label's `control` (`<label for=…>`) walked the whole document for the id, and an input's `labels` asks it of
// every label: every label-text query and accessible name paid elements × labels (14 % of a form's test). The
// document's own id index (getElementById: the first element in tree order with the id, as the walk) answers it.
import { createRequire } from 'node:module';
import { afterEach } from 'vitest';

interface CheckResult {
  match: boolean;
  ast?: unknown;
  pseudoElement?: string | null;
}
interface ElementImpl {
  getAttributeNS(namespace: string | null, name: string): string | null;
  localName: string;
  parentElement: ElementImpl | null;
}
type Check = (selector: string, node: ElementImpl, opt?: object) => CheckResult;
interface DOMSelectorLike {
  check: Check;
}
interface DocumentImpl {
  _getDOMSelector(): DOMSelectorLike;
}

/**
 * Splits at the characters `at` accepts outside parentheses, brackets and quotes; answers the parts and the character
 * that ended each (null for the last), or null for text it will not judge (escapes, unbalanced).
 */
const splitTopLevel = (text: string, at: (char: string) => boolean): { parts: string[]; ends: string[] } | null => {
  const parts: string[] = [];
  const ends: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') return null; // escapes: leave the selector to jsdom
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && at(char)) {
      parts.push(text.slice(start, i));
      ends.push(char);
      start = i + 1;
    }
  }
  if (depth !== 0 || quote) return null;
  parts.push(text.slice(start));
  return { parts, ends };
};

/** What a compound (`div.a.b:hover`) itself asks of an element: its type and classes, outside :not(), [attr] … */
interface Requirement {
  tag: string | null;
  classes: string[];
}
const compoundRequirement = (compound: string): Requirement | null => {
  let plain = '';
  let depth = 0;
  for (const char of compound) {
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0) plain += char;
  }
  if (plain.includes('|')) return null; // namespaces: leave to jsdom
  const tag = /^[a-zA-Z][\w-]*/.exec(plain)?.[0].toLowerCase() ?? null;
  const classes = [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((found) => found[1]);
  return { tag, classes };
};
const isEmpty = (requirement: Requirement) => requirement.tag === null && requirement.classes.length === 0;

/**
 * What one complex selector asks of the element itself (its last compound) and, when that says nothing (`.a > *`),
 * of its parent (`>`) or of some ancestor (descendant combinator); null when neither can be told from the text.
 */
interface Key {
  self: Requirement;
  parent?: Requirement;
  ancestor?: Requirement;
}
const complexKey = (complex: string): Key | null => {
  // Compounds and the combinators between them (whitespace around >, + and ~ dropped first).
  const split = splitTopLevel(complex.trim().replace(/\s*([>+~])\s*/g, '$1'), (char) => ' >+~'.includes(char));
  if (!split || split.parts.some((part) => part === '')) return null;
  const { parts, ends } = split;
  const self = compoundRequirement(parts[parts.length - 1]);
  if (!self) return null;
  if (!isEmpty(self)) return { self };
  if (parts.length < 2) return null;
  const before = compoundRequirement(parts[parts.length - 2]);
  if (!before || isEmpty(before)) return null;
  const combinator = ends[parts.length - 2];
  if (combinator === '>') return { self, parent: before };
  if (combinator === ' ') return { self, ancestor: before };
  return null;
};

/** For each selector text: the keys of its alternatives, or null when one alternative cannot be pre-tested. */
const selectorKeys = new Map<string, Key[] | null>();
const keysOf = (selector: string): Key[] | null => {
  let keys = selectorKeys.get(selector);
  if (keys === undefined) {
    const alternatives = splitTopLevel(selector, (char) => char === ',');
    keys = null;
    if (alternatives) {
      const found = alternatives.parts.map(complexKey);
      if (found.every((key) => key !== null)) keys = found as Key[];
    }
    selectorKeys.set(selector, keys);
  }
  return keys;
};

const classSets = new WeakMap<ElementImpl, { text: string; set: Set<string> }>();
const classesOf = (node: ElementImpl): Set<string> => {
  const text = node.getAttributeNS(null, 'class') ?? '';
  const cached = classSets.get(node);
  if (cached && cached.text === text) return cached.set;
  const set = new Set(text.split(/[ \t\n\f\r]+/).filter(Boolean));
  classSets.set(node, { text, set });
  return set;
};

const meets = (node: ElementImpl, requirement: Requirement): boolean => {
  if (requirement.tag !== null && node.localName.toLowerCase() !== requirement.tag) return false;
  if (requirement.classes.length === 0) return true;
  const classes = classesOf(node);
  return requirement.classes.every((name) => classes.has(name));
};

/** Whether the element could match a selector with this key (false: it cannot). */
const couldMatch = (node: ElementImpl, key: Key): boolean => {
  if (!meets(node, key.self)) return false;
  if (key.parent) return node.parentElement !== null && meets(node.parentElement, key.parent);
  if (key.ancestor) {
    for (let up = node.parentElement; up; up = up.parentElement) if (meets(up, key.ancestor)) return true;
    return false;
  }
  return true;
};

const NO_MATCH: CheckResult = { match: false };

/** jsdom's implementation object behind a DOM wrapper (held under its `impl` symbol), or null. */
const implOf = (wrapper: object): object | null => {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl');
  return symbol ? ((wrapper as Record<symbol, unknown>)[symbol] as object) : null;
};

const documentImplOf = (document: Document): DocumentImpl | null => {
  const impl = implOf(document);
  return impl && typeof (impl as DocumentImpl)._getDOMSelector === 'function' ? (impl as DocumentImpl) : null;
};

const wrapped = new WeakSet<DOMSelectorLike>();
/** Whether each shortcut found the jsdom internals it replaces (a jsdom upgrade that moves them turns it off). */
export const installed = { selectorCheck: false, labelControl: false };
/**
 * On or off, shared by every copy of this module in the worker: jsdom's classes outlive a test file (its module is
 * loaded once per worker), so the label getter installed by an earlier file reads the same switch.
 */
const state = ((globalThis as { [key: symbol]: { enabled: boolean } })[Symbol.for('delivery-console.fastJsdom')] ??= {
  enabled: true,
});

/** Runs `fn` with jsdom's own paths alone (the test that the shortcuts change no answer). */
export const withoutShortcuts = <T>(fn: () => T): T => {
  state.enabled = false;
  try {
    return fn();
  } finally {
    state.enabled = true;
  }
};

interface LabelImpl {
  hasAttributeNS(namespace: string | null, name: string): boolean;
  getAttributeNS(namespace: string | null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => object | null; _byIdCache?: unknown };
}

/** jsdom's own test of a labelable element (the helper the getter uses), from the jsdom the environment loaded. */
const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
const { isLabelable } = jsdomRequire('./jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: object): boolean;
};

/** Replaces the label's `control` getter (on jsdom's HTMLLabelElement implementation, once per environment). */
const installFastLabelControl = (document: Document) => {
  let proto: object | null = implOf(document.createElement('label'));
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'control')) proto = Object.getPrototypeOf(proto);
  const descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'control');
  if (!proto || !descriptor?.get) return;
  if ((descriptor.get as { fast?: boolean }).fast) {
    installed.labelControl = true;
    return;
  }
  const original = descriptor.get;
  const fast = function control(this: LabelImpl) {
    if (state.enabled && this.hasAttributeNS(null, 'for')) {
      const id = this.getAttributeNS(null, 'for');
      const root = this.getRootNode({});
      if (id && root._byIdCache && root.getElementById) {
        const found = root.getElementById(id);
        return found && isLabelable(found) ? found : null;
      }
    }
    return original.call(this);
  };
  (fast as { fast?: boolean }).fast = true;
  Object.defineProperty(proto, 'control', { ...descriptor, get: fast });
  installed.labelControl = true;
};

/** Installs the shortcuts on the document's selector engine and label elements (again after anything replaced them). */
export const installFastJsdom = (document: Document): void => {
  installFastLabelControl(document);
  const impl = documentImplOf(document);
  if (!impl) return;
  const selector = impl._getDOMSelector();
  if (wrapped.has(selector)) return;
  const check = selector.check;
  selector.check = (text, node, opt) => {
    const keys = keysOf(text);
    if (state.enabled && keys && !keys.some((key) => couldMatch(node, key))) return NO_MATCH;
    return check(text, node, opt);
  };
  wrapped.add(selector);
  installed.selectorCheck = true;
};

installFastJsdom(document);
afterEach(() => installFastJsdom(document));

/** Forgets every computed style of the document (jsdom keeps them until the next change of the DOM). */
export const clearStyleCache = (document: Document): void => {
  const impl = documentImplOf(document) as (DocumentImpl & { _styleCache?: WeakMap<object, unknown> }) | null;
  if (impl) impl._styleCache = new WeakMap();
};
