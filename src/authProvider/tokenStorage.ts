// Where the session token lives between reloads (local storage, under a key of our choice).

export const TOKEN_STORAGE_KEY = 'dc.token';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** A token store on top of any Web Storage (localStorage in the browser, a stub in tests). */
export const createTokenStorage = (
  storage: Storage | undefined = safeLocalStorage(),
  key = TOKEN_STORAGE_KEY,
): TokenStorage => {
  let memory: string | null = null;
  return {
    get: () => (storage ? storage.getItem(key) : memory),
    set: (token) => {
      if (storage) storage.setItem(key, token);
      else memory = token;
    },
    clear: () => {
      if (storage) storage.removeItem(key);
      else memory = null;
    },
  };
};

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

/** The console's token store: the http client and the socket read it on every request / reconnect attempt. */
export const tokenStorage = createTokenStorage();

export const currentToken = (): string | null => tokenStorage.get();
