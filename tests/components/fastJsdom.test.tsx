// The test support's shortcuts through jsdom (support/fastJsdom.ts) change no answer: on two of the console's busiest
// screens (the order list with a menu open, the order form with its fields), every element's computed style, every
// label's control, every form control's labels and the first element simple selectors find are the same with the
// shortcuts and with jsdom's own paths alone.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearStyleCache, FAST_PROPERTIES, installed, withoutShortcuts } from './support/fastJsdom.ts';
import { clientMe, operatorMe, order } from './support/fixtures.ts';
import { logoutHandler, meHandler, orderList, refreshOk, sessionHandlers } from './support/handlers.ts';
import { installOrderCreateApi } from './support/orderCreateHandlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const describeElement = (element: Element) => `${element.tagName}#${element.id}.${element.getAttribute('class') ?? ''}`;

/** What the shortcuts could change, read off the whole document. */
const answers = () => {
  const elements = [...document.querySelectorAll('*')];
  const styles = elements.map((element) => {
    const style = window.getComputedStyle(element);
    const properties: string[] = [];
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      properties.push(`${name}: ${style.getPropertyValue(name)}`);
    }
    // The properties read without jsdom's whole declaration, asked of every element (set, inherited or initial).
    const fast = FAST_PROPERTIES.map((name) => `${name}: ${style.getPropertyValue(name)}`);
    const camel = `${style.display} ${style.visibility} ${style.pointerEvents} ${style.width} ${style.boxSizing} ${style.paddingTop} ${style.paddingBottom} ${style.borderTopWidth} ${style.borderBottomWidth}`;
    return `${describeElement(element)} { ${properties.join('; ')} } [${fast.join('; ')}] ${camel}`;
  });
  const controls = [...document.querySelectorAll('label')].map(
    (label) => `${describeElement(label)} → ${label.control ? describeElement(label.control) : 'none'}`,
  );
  const labels = [...document.querySelectorAll<HTMLInputElement>('input, textarea, select, button')].map(
    (control) => `${describeElement(control)} ← ${[...(control.labels ?? [])].map(describeElement).join(', ')}`,
  );
  // The first element a simple selector finds, from the document and from a few elements (the index in tree order).
  const attributeValues = (attribute: string) => [
    ...new Set([...document.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute))),
  ];
  const selectors = [
    ...['head', 'body', 'style', 'base[href]', 'a[href]', 'a[target]', 'svg', 'path', 'input', 'div[data-nothing]'],
    ...attributeValues('data-emotion').map((value) => `style[data-emotion="${value}"]`),
    ...attributeValues('data-testid').map((value) => `div[data-testid="${value}"]`),
  ];
  const roots: ParentNode[] = [document, document.body, ...elements.filter((_, i) => i % 97 === 0)];
  const found = selectors.flatMap((selector) =>
    roots.map(
      (root) => `${selector} ${elements.indexOf(root as Element)} → ${elements.indexOf(root.querySelector(selector)!)}`,
    ),
  );
  return { elements: elements.length, styles, controls, labels, found };
};

const sameWithAndWithout = () => {
  expect(installed).toEqual({
    selectorCheck: true,
    labelControl: true,
    controlLabels: true,
    computedStyle: true,
    simpleQuery: true,
  });
  clearStyleCache(document);
  const fast = answers();
  clearStyleCache(document);
  const plain = withoutShortcuts(answers);
  // A busy screen: its body alone (the head holds a few style elements, emotion's rules inserted into them).
  expect(document.body.querySelectorAll('*').length).toBeGreaterThan(200);
  expect(fast.elements).toBeGreaterThan(200);
  // Style elements of emotion's <Global> were looked up, and found (not every answer "none").
  expect(
    fast.found.filter((line) => line.startsWith('style[data-emotion') && !line.endsWith('-1')).length,
  ).toBeGreaterThan(0);
  expect(fast).toEqual(plain);
  return fast;
};

// Each test reads every element's style twice, once through jsdom's slow path on purpose: 11-16 s on a quiet machine,
// over 40 s on a loaded one. The bound only says how long a broken comparison takes to fail.
describe('the component tests’ shortcuts through jsdom', { timeout: 120_000 }, () => {
  it('answer as jsdom on the order list with a menu open', async () => {
    server.use(
      refreshOk(),
      meHandler(operatorMe()),
      logoutHandler(),
      orderList([
        order({ id: 1, orderNo: 'NEW1', status: 'new' }),
        order({ id: 2, orderNo: 'DEL2', status: 'delivered' }),
      ]),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await screen.findByRole('menu');
    sameWithAndWithout();
  });

  it('answer as jsdom on the order form, its fields labelled', async () => {
    server.use(...sessionHandlers(clientMe({ paths: ['orders.canAccessPage', 'orders.canWrite'] })));
    installOrderCreateApi({});
    await renderApp('/orders/new', { loggedIn: true });
    await screen.findByRole('region', { name: 'Products' });
    const { controls } = sameWithAndWithout();
    expect(controls.filter((line) => !line.endsWith('none')).length).toBeGreaterThan(5);
  });
});
