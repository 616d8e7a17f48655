// The shell: react-admin's Layout with our app bar and menu, behind the session gate and the registration guard.
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';
import { RegistrationGuard } from './guards/RegistrationGuard.tsx';
import { SessionGate } from './guards/SessionGate.tsx';
import { SessionWatcher } from './SessionWatcher.tsx';

export const Layout = ({ children }: { children: ReactNode }) => (
  <SessionGate>
    <RegistrationGuard>
      <SessionWatcher />
      <RaLayout appBar={AppBar} menu={AppMenu}>
        {children}
      </RaLayout>
    </RegistrationGuard>
  </SessionGate>
);
