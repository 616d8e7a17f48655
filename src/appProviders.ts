// The composition root of the console: one http client, and the providers <Admin> needs (data, auth, i18n, store,
// react-query), plus the connection monitor of the shell's "reconnecting" banner, built per mount (tests build a fresh
// set for every render). It wires the app: main.tsx calls it, App receives its result.
import { QueryClient } from '@tanstack/react-query';
import type { I18nProvider, Store } from 'react-admin';
import type { Clock } from './authProvider/clock.ts';
import { createAuthProvider, type AppAuthProvider } from './authProvider/createAuthProvider.ts';
import { tokenStorage as defaultTokenStorage, type TokenStorage } from './authProvider/tokenStorage.ts';
import { createAppStore, createI18nProvider } from './i18n/index.ts';
import { createConnectionMonitor, type ConnectionMonitor } from './dataProvider/connectionMonitor.ts';
import { createHttpClient, type HttpClient } from './dataProvider/httpClient.ts';
import { createDataProvider, type AppDataProvider } from './dataProvider/index.ts';
import { retryDelay, shouldRetryMutation, shouldRetryQuery } from './dataProvider/retryPolicy.ts';

export interface AppProviders {
  dataProvider: AppDataProvider;
  authProvider: AppAuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
  /** Whether the server is reachable (the shell's banner; App hands it down through ConnectionMonitorContext). */
  connection: ConnectionMonitor;
}

/** Reads wait for a server away and retry a timeout; writes retry only a refusal before any work (retryPolicy.ts). */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });

/**
 * Once the server answers again after an outage: the queries on screen read again (an error shown, or data from
 * before the events the sockets missed), except those that got their data since (the call that ended the outage) and
 * those kept for good (staleTime Infinity: the session's /@me).
 */
const refetchAfterOutage = (queryClient: QueryClient, since: number) =>
  queryClient.refetchQueries({
    type: 'active',
    stale: true,
    predicate: (query) => query.state.dataUpdatedAt < since,
  });

export interface AppProvidersOptions {
  tokenStorage?: TokenStorage;
  http?: HttpClient;
  /** Drives the 10-minute token re-check (tests pass a manual clock). */
  clock?: Clock;
}

export const createAppProviders = async (options: AppProvidersOptions = {}): Promise<AppProviders> => {
  const storage = options.tokenStorage ?? defaultTokenStorage;
  const queryClient = createQueryClient();
  const connection = createConnectionMonitor({
    // While the server is away and no call asks: the session's own light call (any answer, even a 401, says it is back).
    probe: () => http.get('/@me'),
    onRecovered: (since) => void refetchAfterOutage(queryClient, since),
  });
  const http = options.http ?? createHttpClient({ getToken: storage.get, connection });
  const store = createAppStore();
  return {
    dataProvider: createDataProvider(http),
    authProvider: createAuthProvider({ http, storage, clock: options.clock }),
    i18nProvider: await createI18nProvider(store),
    store,
    queryClient,
    connection,
  };
};
