// react-admin's error pages (a render that threw, a failed authentication check), loaded when one is shown: they
// write the page title through react-admin's <Title>, whose title editor brings MUI's TextField and its inputs, which
// the first load otherwise does without.
import { lazy, Suspense, type ComponentProps } from 'react';
import type { AuthenticationError, Error as RaError } from 'react-admin';

const ErrorPage = lazy(() => import('./errorPages.ts').then((module) => ({ default: module.Error })));
const AuthenticationErrorPage = lazy(() =>
  import('./errorPages.ts').then((module) => ({ default: module.AuthenticationError })),
);

export const LazyError = (props: ComponentProps<typeof RaError>) => (
  <Suspense fallback={null}>
    <ErrorPage {...props} />
  </Suspense>
);

export const LazyAuthenticationError = (props: ComponentProps<typeof AuthenticationError>) => (
  <Suspense fallback={null}>
    <AuthenticationErrorPage {...props} />
  </Suspense>
);
