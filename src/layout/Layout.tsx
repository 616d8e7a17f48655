// The shell: react-admin's Layout with our app bar and menu, behind the session gate and the registration guard.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';
import { RegistrationGuard } from './guards/RegistrationGuard.tsx';
import { SessionGate } from './guards/SessionGate.tsx';
import { SessionWatcher } from './SessionWatcher.tsx';

/**
 * The content column may shrink below its widest child (flex items default to min-width: auto): a wide table then
 * scrolls inside its own wrapper, and the filter bars and app bar above it keep the window's width.
 */
const SHELL_SX = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

export const Layout = ({ children }: { children: ReactNode }) => (
  <SessionGate>
    <RegistrationGuard>
      <SessionWatcher />
      <RaLayout appBar={AppBar} menu={AppMenu} sx={SHELL_SX}>
        {children}
      </RaLayout>
    </RegistrationGuard>
  </SessionGate>
);
