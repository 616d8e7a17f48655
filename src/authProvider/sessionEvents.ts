// Session events raised outside React (timers, permission loading, refused calls) and shown by a React listener
// (SessionWatcher: notification, logout, the session read again). Events raised while nobody listens wait for the
// first listener.

/**
 * sessionExpired / accountDeactivated: the session ended (the latter because the account was deactivated);
 * initFailed: the session user could not be loaded; accessChanged: a call was refused (403), the user's permissions
 * may have changed.
 */
export type SessionEvent = 'sessionExpired' | 'accountDeactivated' | 'initFailed' | 'accessChanged';
export type SessionListener = (event: SessionEvent) => void;

export interface SessionEvents {
  emit(event: SessionEvent): void;
  subscribe(listener: SessionListener): () => void;
  /** Drops pending events (a new session starts, or the old one ended). */
  clear(): void;
}

export const createSessionEvents = (): SessionEvents => {
  const listeners = new Set<SessionListener>();
  let pending: SessionEvent[] = [];
  return {
    emit(event) {
      if (listeners.size === 0) {
        if (!pending.includes(event)) pending.push(event);
        return;
      }
      listeners.forEach((listener) => listener(event));
    },
    subscribe(listener) {
      listeners.add(listener);
      const queued = pending;
      pending = [];
      queued.forEach((event) => listener(event));
      return () => listeners.delete(listener);
    },
    clear() {
      pending = [];
    },
  };
};
