// The test support's shortcuts through jsdom (support/fastJsdom.ts) change no answer: on two of the console's busiest
// screens (the order list with a menu open, the order form with its fields), every element's computed style, every
// label's control and every form control's labels are the same with the shortcuts and with jsdom's own paths alone.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearStyleCache, installed, withoutShortcuts } from './support/fastJsdom.ts';
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
    const fast = ['display', 'visibility', 'pointer-events'].map((name) => `${name}: ${style.getPropertyValue(name)}`);
    const camel = `${style.display} ${style.visibility} ${style.pointerEvents}`;
    return `${describeElement(element)} { ${properties.join('; ')} } [${fast.join('; ')}] ${camel}`;
  });
  const controls = [...document.querySelectorAll('label')].map(
    (label) => `${describeElement(label)} → ${label.control ? describeElement(label.control) : 'none'}`,
  );
  const labels = [...document.querySelectorAll<HTMLInputElement>('input, textarea, select, button')].map(
    (control) => `${describeElement(control)} ← ${[...(control.labels ?? [])].map(describeElement).join(', ')}`,
  );
  return { elements: elements.length, styles, controls, labels };
};

const sameWithAndWithout = () => {
  expect(installed).toEqual({ selectorCheck: true, labelControl: true, computedStyle: true });
  clearStyleCache(document);
  const fast = answers();
  clearStyleCache(document);
  const plain = withoutShortcuts(answers);
  expect(fast.elements).toBeGreaterThan(300);
  expect(fast).toEqual(plain);
  return fast;
};

describe('the component tests’ shortcuts through jsdom', () => {
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
