// Four of jsdom's slow paths, made fast without changing an answer (tests/components/fastJsdom.test.tsx compares).
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
// And a control's `labels` (a live list, read again after every change of the DOM) walked every node of the document
// asking each for its `control`: every accessible name of a button or a field paid a whole walk (6 % of the component
// tests' CPU). Only label elements have a `control`, so the list asks the document's label elements alone, which
// jsdom's getElementsByTagName keeps until the next change (one walk a change for all the controls).
//
// 3. Most computed styles are asked for one thing: is it displayed, is it visible (every accessible name walks the
// subtree asking both, and every role query asks them of each ancestor), does it take pointer events (user-event, on
// each click). jsdom answers by building the element's whole declaration (every matching rule's every property, the
// border shorthands parsed again each time) and, to resolve any value, the inherited colour of every ancestor: 34 %
// of a form's test. MUI's auto-sizing text area asks six more on every keystroke (width, box-sizing, the top and
// bottom padding and border widths: 21 % of the order form's test, the ancestors' declarations rebuilt each time). For
// those nine properties the computed style here runs jsdom's own cascade on the few rules that declare the property
// (its order, !important and specificity rules, then the inline style, then inheritance and the global keywords), and
// builds jsdom's full declaration only when anything else is asked (orderCreate.test.tsx 51 s to 44 s alone).
//
// 4. querySelector with a selector as simple as `head`, `base[href]` or `style[data-emotion="css-global 1x2y"]`: the
// selector engine walks the document through its DOM wrappers, reading each element's attributes through their
// NamedNodeMap, and every MUI text field mounts emotion's <Global> (its autofill keyframes), which asks the document
// for its style element that way: 7 % of the component tests' time, with jsdom's base URL (on every pushState and
// style sheet) and MUI's layer order asking the other two. These selectors are answered by a walk over jsdom's own tree
// in document order (the first element of that name, in any namespace, with that attribute or value).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
type QueryFirst = (selector: string, node: object, opt?: object) => object | null;
interface DOMSelectorLike {
  check: Check;
  querySelector: QueryFirst;
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
export const installed = {
  selectorCheck: false,
  labelControl: false,
  controlLabels: false,
  computedStyle: false,
  simpleQuery: false,
};
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

interface LabelableImpl {
  _labels?: LiveListImpl | null;
  getRootNode(options: object): object;
}
interface LiveListImpl {
  _element: RootImpl;
  _query: () => object[];
  fast?: boolean;
}
interface RootImpl {
  control?: unknown;
  getElementsByTagName?: (name: string) => { _update(): void; _list: { control?: unknown }[] };
}
/** The elements jsdom gives a `labels` list (its labelable elements but the form-associated custom ones). */
const LABELABLE = ['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea'];

/** A labels list's query: the root's label elements whose control is the element (jsdom's walk while switched off). */
const fastLabelsQuery = (labelable: LabelableImpl, list: LiveListImpl): (() => object[]) => {
  const root = list._element;
  const walk = list._query;
  return () => {
    if (!state.enabled || typeof root.getElementsByTagName !== 'function') return walk();
    const labels = root.getElementsByTagName('label');
    labels._update();
    const found: object[] = root.control === labelable ? [root] : [];
    for (const label of labels._list) if (label.control === labelable) found.push(label);
    return found;
  };
};

/**
 * Replaces each labelable element's `labels` getter (on jsdom's implementations, once per environment): the list jsdom
 * makes answers from the root's label elements (in tree order, the root first if it is one, as jsdom's walk from the
 * root), or through jsdom's own walk while the shortcuts are off.
 */
const installFastControlLabels = (document: Document) => {
  for (const name of LABELABLE) {
    let proto: object | null = implOf(document.createElement(name));
    while (proto && !Object.getOwnPropertyDescriptor(proto, 'labels')) proto = Object.getPrototypeOf(proto);
    const descriptor = proto && Object.getOwnPropertyDescriptor(proto, 'labels');
    if (!proto || !descriptor?.get) return;
    if ((descriptor.get as { fast?: boolean }).fast) continue;
    const original = descriptor.get;
    const fast = function labels(this: LabelableImpl) {
      // A new list reads its answer at once (the walk): with the root's version put below the list's first one for
      // that moment, it reads nothing yet and answers on its first use, through the query below.
      let root: { _version: number } | null = null;
      let version = 0;
      if (state.enabled && !this._labels && isLabelable(this)) {
        root = this.getRootNode({}) as { _version: number };
        version = root._version;
        root._version = -1;
      }
      let list: LiveListImpl | null;
      try {
        list = original.call(this) as LiveListImpl | null;
      } finally {
        if (root) root._version = version;
      }
      if (!list || list.fast) return list;
      list._query = fastLabelsQuery(this, list);
      list.fast = true;
      return list;
    };
    (fast as { fast?: boolean }).fast = true;
    Object.defineProperty(proto, 'labels', { ...descriptor, get: fast });
  }
  installed.controlLabels = true;
};

/**
 * Installs the shortcuts on the document's selector engine, its label and labelable elements and its window's computed
 * style (again after anything replaced them).
 */
export const installFastJsdom = (document: Document): void => {
  installFastLabelControl(document);
  installFastControlLabels(document);
  if (document.defaultView) installFastComputedStyle(document.defaultView);
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
  installed.selectorCheck = true;
  const querySelector = selector.querySelector;
  if (treeWalk) {
    const { domSymbolTree, wrapperForImpl } = treeWalk;
    selector.querySelector = (text, node, opt) => {
      const simple = state.enabled ? simpleSelectorOf(text) : null;
      const root = node as TreeNodeImpl;
      if (!simple || root._ownerDocument?.contentType !== 'text/html') return querySelector(text, node, opt);
      for (const candidate of domSymbolTree.treeIterator(root) as Iterable<TreeNodeImpl>) {
        if (candidate !== root && matchesSimple(candidate, simple)) return wrapperForImpl(candidate);
      }
      return null;
    };
    installed.simpleQuery = true;
  }
  wrapped.add(selector);
};

interface TreeNodeImpl extends ElementImpl {
  nodeType: number;
  _namespaceURI: string | null;
  _ownerDocument?: { contentType: string };
  hasAttributeNS(namespace: string | null, name: string): boolean;
}
interface SimpleSelector {
  tag: string;
  attribute: string | null;
  value: string | null;
}
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** A lower-case element name, optionally with one attribute (data-*, href or target) present or equal to a value. */
const SIMPLE_SELECTOR = /^([a-z][a-z0-9]*)(?:\[(data-[a-z0-9-]+|href|target)(?:="([^"\\\n]*)")?\])?$/;
const simpleSelectors = new Map<string, SimpleSelector | null>();
const simpleSelectorOf = (text: string): SimpleSelector | null => {
  let simple = simpleSelectors.get(text);
  if (simple === undefined) {
    const match = SIMPLE_SELECTOR.exec(text);
    simple = match ? { tag: match[1], attribute: match[2] ?? null, value: match[3] ?? null } : null;
    simpleSelectors.set(text, simple);
  }
  return simple;
};
/** The selector's own test: an HTML element's name in any case, another namespace's exactly; the attribute without a namespace. */
const matchesSimple = (node: TreeNodeImpl, { tag, attribute, value }: SimpleSelector): boolean => {
  if (node.nodeType !== 1) return false;
  const name = node._namespaceURI === HTML_NAMESPACE ? node.localName.toLowerCase() : node.localName;
  if (name !== tag) return false;
  if (attribute === null) return true;
  return value === null ? node.hasAttributeNS(null, attribute) : node.getAttributeNS(null, attribute) === value;
};
/** jsdom's tree and wrappers, from the jsdom the environment loaded (null when an upgrade moved them). */
const treeWalk = (() => {
  try {
    const { domSymbolTree } = jsdomRequire('./jsdom/living/helpers/internal-constants.js') as {
      domSymbolTree: { treeIterator(root: object): Iterable<object> };
    };
    const { wrapperForImpl } = jsdomRequire('./generated/idl/utils.js') as {
      wrapperForImpl(impl: object): object;
    };
    return typeof domSymbolTree?.treeIterator === 'function' && typeof wrapperForImpl === 'function'
      ? { domSymbolTree, wrapperForImpl }
      : null;
  } catch {
    return null;
  }
})();

interface StyleImpl {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
}
interface RuleImpl {
  selectorText?: string;
  style?: StyleImpl;
  media?: { _list: unknown };
  styleSheet?: SheetImpl | null;
  cssRules?: { _list: RuleImpl[] };
}
interface SheetImpl {
  cssRules: { _list: RuleImpl[] };
}
interface StyledElementImpl extends ElementImpl {
  style: StyleImpl;
  _ownerDocument: DocumentImpl & { _styleCache: WeakMap<object, unknown>; styleSheets: { _list: SheetImpl[] } };
  _globalObject: object;
}

/** jsdom's own parts of its cascade (the same modules its computed style uses). */
const cssRequire = (file: string) => jsdomRequire(`./jsdom/living/css/${file}`);
const { parseStyleSheet } = cssRequire('helpers/css-parser.js') as {
  parseStyleSheet(text: string, globalObject: object): SheetImpl;
};
const { evaluateMediaList } = cssRequire('MediaList-impl.js') as { evaluateMediaList(list: unknown): boolean };
const { getPropertyDefinition, isGlobalKeyword } = cssRequire('helpers/css-values.js') as {
  getPropertyDefinition(property: string): { inherited?: string; initial?: string } | undefined;
  isGlobalKeyword(value: string): boolean;
};
const isImpl = (name: string) =>
  (jsdomRequire(`./generated/idl/${name}.js`) as { isImpl(value: unknown): boolean }).isImpl;
const isImportRule = isImpl('CSSImportRule');
const isMediaRule = isImpl('CSSMediaRule');
const isStyleRule = isImpl('CSSStyleRule');
type SpecificityValue = unknown;
const Specificity = (jsdomRequire('@bramus/specificity') as { default: SpecificityStatic }).default;
interface SpecificityStatic {
  calculate(ast: unknown): { value: SpecificityValue }[];
  max(...values: { value: SpecificityValue }[]): { value: SpecificityValue };
  compare(a: SpecificityValue, b: SpecificityValue): number;
}
const defaultStyleSheetText = readFileSync(
  path.join(path.dirname(jsdomRequire.resolve('jsdom')), 'jsdom/browser/default-stylesheet.css'),
  'utf8',
);
let defaultStyleSheet: SheetImpl | null = null;

/** The properties answered without jsdom's whole declaration (none is set by a shorthand). */
export const FAST_PROPERTIES = [
  'display',
  'visibility',
  'pointer-events',
  'width',
  'box-sizing',
  'padding-top',
  'padding-bottom',
  'border-top-width',
  'border-bottom-width',
];
/** Each fast property by the names a declaration answers it under: its own and its camelCase one (pointerEvents). */
const FAST_BY_KEY = new Map(
  FAST_PROPERTIES.flatMap((property) => [
    [property, property],
    [property.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase()), property],
  ]),
);

/** The style rules in cascade order, as jsdom walks them: its default sheet, then the document's, @import and @media. */
const styleRules = (element: StyledElementImpl): RuleImpl[] => {
  defaultStyleSheet ??= parseStyleSheet(defaultStyleSheetText, element._globalObject);
  const rules: RuleImpl[] = [];
  const walk = (sheet: SheetImpl) => {
    for (const rule of sheet.cssRules._list) {
      if (isImportRule(rule)) {
        if (rule.styleSheet && evaluateMediaList(rule.media!._list))
          rules.push(...rule.styleSheet.cssRules._list.filter(isStyleRule));
      } else if (isMediaRule(rule)) {
        if (evaluateMediaList(rule.media!._list)) rules.push(...rule.cssRules!._list.filter(isStyleRule));
      } else if (isStyleRule(rule)) rules.push(rule);
    }
  };
  walk(defaultStyleSheet);
  for (const sheet of element._ownerDocument.styleSheets._list) walk(sheet);
  return rules;
};

/**
 * The rules that declare each fast property, and the computed values found so far, for one state of the document:
 * jsdom replaces its style cache on every change of the DOM or of a style sheet, so its identity is the version.
 */
interface Cascade {
  version: WeakMap<object, unknown>;
  sheets: number;
  declaring: Map<string, RuleImpl[]>;
  computed: Map<string, WeakMap<object, string>>;
}
let cascade: Cascade | null = null;
const cascadeOf = (element: StyledElementImpl): Cascade => {
  const document = element._ownerDocument;
  const version = document._styleCache;
  const sheets = document.styleSheets._list.length;
  if (cascade && cascade.version === version && cascade.sheets === sheets) return cascade;
  const declaring = new Map<string, RuleImpl[]>(FAST_PROPERTIES.map((property) => [property, []]));
  for (const rule of styleRules(element)) {
    for (const [property, list] of declaring) if (rule.style!.getPropertyValue(property) !== '') list.push(rule);
  }
  cascade = { version, sheets, declaring, computed: new Map(FAST_PROPERTIES.map((p) => [p, new WeakMap()])) };
  return cascade;
};

/** The property's specified value on the element, by jsdom's cascade (computed-style.js handleProperty, inline last). */
const specifiedValue = (element: StyledElementImpl, property: string, rules: RuleImpl[]): string => {
  const selector = element._ownerDocument._getDOMSelector();
  let value = '';
  let important = false;
  let specificity: SpecificityValue | null = null;
  for (const rule of rules) {
    const { ast, match, pseudoElement } = selector.check(rule.selectorText!, element);
    if (!match || pseudoElement) continue;
    const declared = rule.style!.getPropertyValue(property);
    if (rule.style!.getPropertyPriority(property)) {
      value = declared;
      important = true;
    } else if (!important) {
      const { value: ruleSpecificity } = Specificity.max(...Specificity.calculate(ast));
      if (specificity === null || Specificity.compare(ruleSpecificity, specificity) >= 0) {
        specificity = ruleSpecificity;
        value = declared;
      }
    }
  }
  const inline = element.style.getPropertyValue(property);
  if (inline !== '' && (!important || element.style.getPropertyPriority(property))) value = inline;
  return value;
};

/** The computed value: the specified one, else inherited or initial, global keywords resolved (computed-style.js). */
const computedValue = (element: StyledElementImpl, property: string): string => {
  const found = cascadeOf(element);
  const known = found.computed.get(property)!;
  const cached = known.get(element);
  if (cached !== undefined) return cached;
  const definition = getPropertyDefinition(property)!;
  const inherit = definition.inherited === 'yes';
  const initial = definition.initial ?? '';
  const parent = element.parentElement as StyledElementImpl | null;
  let value = specifiedValue(element, property, found.declaring.get(property)!);
  const inherited = () => (parent ? computedValue(parent, property) : initial);
  if (value === '') value = inherit && parent ? inherited() : initial;
  else if (isGlobalKeyword(value)) {
    if (value === 'initial') value = initial;
    else if (value === 'inherit') value = inherited();
    else if (value === 'unset') value = inherit ? inherited() : initial;
  }
  known.set(element, value);
  return value;
};

/**
 * Replaces the window's getComputedStyle (once per environment): an element's answer is a view that reads the fast
 * properties through computedValue and anything else from jsdom's own declaration, built on first need.
 */
const installFastComputedStyle = (window: Window & typeof globalThis): void => {
  const current = window.getComputedStyle as typeof window.getComputedStyle & { fast?: boolean };
  installed.computedStyle = true;
  if (current.fast) return;
  const original = current.bind(window);
  const fast = function getComputedStyle(element: Element, pseudoElement?: string | null) {
    const impl = element instanceof window.Element ? (implOf(element) as StyledElementImpl | null) : null;
    if (!state.enabled || !impl || (pseudoElement !== undefined && pseudoElement !== null && pseudoElement !== '')) {
      return original(element, pseudoElement);
    }
    let full: CSSStyleDeclaration | null = null;
    const real = () => (full ??= original(element));
    const getPropertyValue = (property: string) =>
      FAST_PROPERTIES.includes(property) ? computedValue(impl, property) : real().getPropertyValue(property);
    return new Proxy(Object.create(window.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get(_target, key) {
        if (key === 'getPropertyValue') return getPropertyValue;
        const fastProperty = typeof key === 'string' ? FAST_BY_KEY.get(key) : undefined;
        if (fastProperty) return computedValue(impl, fastProperty);
        const value = Reflect.get(real(), key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
      },
      set: (_target, key, value) => Reflect.set(real(), key, value),
      has: (_target, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_target, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    });
  } as typeof window.getComputedStyle & { fast?: boolean };
  fast.fast = true;
  window.getComputedStyle = fast;
};

installFastJsdom(document);
afterEach(() => installFastJsdom(document));

/**
 * Forgets every computed style of the document and every answer of its live lists (jsdom keeps both until the next
 * change of the DOM), so that what is asked next is worked out again, with or without the shortcuts.
 */
export const clearStyleCache = (document: Document): void => {
  const impl = documentImplOf(document) as
    (DocumentImpl & { _styleCache?: WeakMap<object, unknown>; _version: number }) | null;
  if (!impl) return;
  impl._styleCache = new WeakMap();
  impl._version++;
};
