// The component files of a worker share one document (isolate: false); support/emotionCache.ts empties emotion's cache
// at the end of each file, so that styles do not pile up in the head for every later file. This proves that it finds the
// cache the console's components use, that the head is emptied, and that a component draws the same after it. The
// cache inserts its rules as in production (one style element, insertRule), and jsdom then recomputes styles.
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { insertStylesAsInProduction, resetEmotionCache } from './support/emotionCache.ts';

const emotionStyles = () => document.head.querySelectorAll('style[data-emotion="css"]').length;

/** What a user would see of the button: its computed style, through jsdom's whole declaration. */
const buttonStyle = () => {
  const style = window.getComputedStyle(screen.getByRole('button', { name: 'Save' }));
  return ['display', 'padding-top', 'border-top-left-radius', 'text-transform', 'background-color', 'cursor'].map(
    (property) => `${property}: ${style.getPropertyValue(property)}`,
  );
};

it('empties emotion’s default cache, and a component inserts its styles again and draws the same', () => {
  const first = render(<Button variant="contained">Save</Button>);
  const before = buttonStyle();
  expect(before).toContain('text-transform: uppercase');
  expect(emotionStyles()).toBeGreaterThan(0);
  first.unmount();

  expect(resetEmotionCache()).toBe(true);
  expect(emotionStyles()).toBe(0);

  render(<Button variant="contained">Save</Button>);
  expect(emotionStyles()).toBeGreaterThan(0);
  expect(buttonStyle()).toEqual(before);
});

it('inserts the rules of many components into one style element, as emotion does in production', () => {
  expect(insertStylesAsInProduction()).toBe(true);
  render(
    <>
      <Button variant="contained">Save</Button>
      <Button variant="outlined">Cancel</Button>
      <Button variant="text">Help</Button>
    </>,
  );
  const styles = document.head.querySelectorAll('style[data-emotion="css"]');
  expect(styles).toHaveLength(1);
  const sheet = (styles[0] as HTMLStyleElement).sheet!;
  // Each variant's rules, none as text in the element.
  expect(sheet.cssRules.length).toBeGreaterThan(10);
  expect(styles[0].textContent).toBe('');
  expect(window.getComputedStyle(screen.getByRole('button', { name: 'Cancel' })).getPropertyValue('cursor')).toBe(
    'pointer',
  );
});

it('recomputes a style once a rule is inserted or deleted through the style sheet, as a browser does', () => {
  render(<Button variant="contained">Save</Button>);
  const button = screen.getByRole('button', { name: 'Save' });
  const sheet = (document.head.querySelector('style[data-emotion="css"]') as HTMLStyleElement).sheet!;
  // Read first, so that jsdom holds the style: a rule inserted afterwards must still count.
  expect(window.getComputedStyle(button).getPropertyValue('letter-spacing')).not.toBe('7px');
  expect(window.getComputedStyle(button).getPropertyValue('visibility')).toBe('visible');
  const index = sheet.insertRule(
    'button.MuiButton-root { letter-spacing: 7px; visibility: hidden }',
    sheet.cssRules.length,
  );
  expect(window.getComputedStyle(button).getPropertyValue('letter-spacing')).toBe('7px');
  expect(window.getComputedStyle(button).getPropertyValue('visibility')).toBe('hidden');
  sheet.deleteRule(index);
  expect(window.getComputedStyle(button).getPropertyValue('letter-spacing')).not.toBe('7px');
  expect(window.getComputedStyle(button).getPropertyValue('visibility')).toBe('visible');
});
