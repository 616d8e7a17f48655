// The component files of a worker share one document (isolate: false); support/emotionCache.ts empties emotion's cache
// at the end of each file, so that styles do not pile up in the head for every later file. This proves that it finds the
// cache the console's components use, that the head is emptied, and that a component draws the same after it.
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { resetEmotionCache } from './support/emotionCache.ts';

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
