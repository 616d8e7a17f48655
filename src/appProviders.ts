// The composition root of the console: one http client, and the providers <Admin> needs (data, auth, i18n, store,
// react-query), built per mount (tests build a fresh set for every render). It wires the app: main.tsx calls it, App
// receives its result.
import { QueryClient } from '@tanstack/react-query';
import type { I18nProvider, Store } from 'react-admin';
import type { Clock } from './authProvider/clock.ts';
import { createAuthProvider, type AppAuthProvider } from './authProvider/createAuthProvider.ts';
import { tokenStorage as defaultTokenStorage, type TokenStorage } from './authProvider/tokenStorage.ts';
import { createAppStore, createI18nProvider } from './i18n/index.ts';
import { NetworkError } from './dataProvider/errors.ts';
import { createHttpClient, type HttpClient } from './dataProvider/httpClient.ts';
import { createDataProvider, type AppDataProvider } from './dataProvider/index.ts';

export interface AppProviders {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}

const MAX_NETWORK_RETRIES = 2;

/** Retry only when no answer came (timeout, network); an answer with an error status is final. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  error instanceof NetworkError && failureCount < MAX_NETWORK_RETRIES;

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } } });

export interface AppProvidersOptions {
  tokenStorage?: TokenStorage;
  http?: HttpClient;
  /** Drives the 10-minute token re-check (tests pass a manual clock). */
  clock?: Clock;
}

export const createAppProviders = async (options: AppProvidersOptions = {}): Promise<AppProviders> => {
  const storage = options.tokenStorage ?? defaultTokenStorage;
  const http = options.http ?? createHttpClient({ getToken: storage.get });
  const store = createAppStore();
  return {
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider({ http, storage, clock: options.clock }),
    i18nProvider: await createI18nProvider(store),
    store,
    queryClient: createQueryClient(),
  };
};
