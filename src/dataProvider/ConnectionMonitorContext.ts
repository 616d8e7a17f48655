// The providers' connection monitor (connectionMonitor.ts) for the components: the shell's banner reads it, the pages'
// private sockets report to it. A React context rather than react-admin's store: the store holds serialisable
// preferences (kept in localStorage, emptied on logout), while the monitor is one live object with subscriptions and
// timers that the http client, outside React, already reports to; App provides it from createAppProviders' result.
// Without a provider (a test rendering one component) there is none, and nothing reports.
import { createContext, useContext } from 'react';
import type { ConnectionMonitor } from './connectionMonitor.ts';

export const ConnectionMonitorContext = createContext<ConnectionMonitor | null>(null);

export const useConnectionMonitor = (): ConnectionMonitor | null => useContext(ConnectionMonitorContext);
