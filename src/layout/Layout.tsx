// The shell: the app bar, the "reconnecting" line under it while the server is away, the side menu and the page, behind
// the session gate and the registration guard.
//
// It is react-admin's <Layout> (same parts, same RaLayout class names, so its theme overrides and our styles apply)
// without what the console does not use: the preferences inspector (no configurable components) and the error page
// in the first load (LazyErrorPages.tsx: react-admin's error page brings the title editor's TextField).
import { useState, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Box, type Theme } from '@mui/material';
import { Loading, Sidebar, SkipNavigationButton, usePermissions } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { AppMenu } from './AppMenu.tsx';
import { ConnectionBanner } from './ConnectionBanner.tsx';
import { RegistrationGuard } from './guards/RegistrationGuard.tsx';
import { SessionGate } from './guards/SessionGate.tsx';
import { LazyError } from './LazyErrorPages.tsx';
import { SessionWatcher } from './SessionWatcher.tsx';
import type { Shell as ShellParts } from './shell.ts';

/**
 * react-admin's layout styles, plus: the content column may shrink below its widest child (flex items default to
 * min-width: auto): a wide table then scrolls inside its own wrapper, and the filter bars and app bar above it keep
 * the window's width.
 */
const SHELL_SX = {
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  width: '100%',
  minWidth: 0,
  '& .RaLayout-appFrame': { display: 'flex', flexDirection: 'column', flexGrow: 1, mt: { xs: 7, sm: 6 }, minWidth: 0 },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    transition: (theme: Theme) =>
      theme.transitions.create('margin', {
        easing: theme.transitions.easing.easeOut,
        duration: theme.transitions.duration.enteringScreen,
      }),
  },
  '& .RaLayout-content': {
    bgcolor: 'background.default',
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    p: 0,
    px: 1,
    minWidth: 0,
  },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // react-admin's loading rows draw a stand-in expand button that is aria-hidden yet focusable (tabindex 0): a keyboard
  // landed on a button assistive technology cannot name (axe: aria-hidden-focus, /warehouses on a slow load). Hidden,
  // it takes no focus; a loaded row's expand button (tabindex -1, its row takes the click) is untouched.
  '& .RaDataTable-expandIcon[aria-hidden="true"][tabindex="0"]': { visibility: 'hidden' },
} as const;

const Shell = ({ shell, children }: { shell: ShellParts; children: ReactNode }) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  // New permissions (an administrator's change, read again) leave an error page: the page's guard decides again.
  const { permissions } = usePermissions();
  return (
    <Box className="layout RaLayout-root" sx={SHELL_SX}>
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar items={shell.appBarItems} />
        <ConnectionBanner />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <AppMenu sections={shell.sections} />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary
              resetKeys={[permissions]}
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <LazyError error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Box>
  );
};

/** The shell around every page; what it shows of the areas (menu, app bar) is `shell` (src/areas.ts: CONSOLE_SHELL). */
export const Layout = ({ shell, children }: { shell: ShellParts; children: ReactNode }) => (
  <SessionGate>
    <RegistrationGuard>
      <SessionWatcher />
      <Shell shell={shell}>{children}</Shell>
    </RegistrationGuard>
  </SessionGate>
);
