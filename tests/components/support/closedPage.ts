// A page the user may not open, opened by its address: the shell says it is closed to the user (AccessDeniedPage)
// and stays at that address (no silent redirect).
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { currentPath } from './renderApp.tsx';

export const expectClosedPage = async (path: string) => {
  expect(
    await screen.findByRole('heading', { name: 'No access to this page', level: 1 }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(currentPath()).toBe(path);
};
