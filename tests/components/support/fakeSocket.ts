// A stand-in for socket.io-client: records connections so tests can emit server events and read the auth
// payload, and never opens a real connection.
type Handler = (...args: unknown[]) => void;
type AuthCallback = (callback: (data: object) => void) => void;

export interface FakeSocket {
  namespace: string;
  options: { auth?: AuthCallback; transports?: string[] };
  handlers: Map<string, Handler[]>;
  connected: boolean;
  /** Closed by the console (disconnect()): connectFakeSockets leaves it closed. */
  closed: boolean;
  on(event: string, handler: Handler): FakeSocket;
  off(event: string, handler?: Handler): FakeSocket;
  disconnect(): FakeSocket;
}

export const fakeSockets: FakeSocket[] = [];

/**
 * Whether a socket is connected as soon as the console opens it (the default), or only once the test calls
 * connectFakeSockets: a page that read its data before its socket joined the server's rooms.
 */
export const fakeSocketOptions = { connectOnOpen: true };

export const io = (namespace: string, options: FakeSocket['options'] = {}): FakeSocket => {
  const socket: FakeSocket = {
    namespace,
    options,
    handlers: new Map(),
    connected: fakeSocketOptions.connectOnOpen,
    closed: false,
    on(event, handler) {
      socket.handlers.set(event, [...(socket.handlers.get(event) ?? []), handler]);
      return socket;
    },
    off(event, handler) {
      socket.handlers.set(event, handler ? (socket.handlers.get(event) ?? []).filter((h) => h !== handler) : []);
      return socket;
    },
    disconnect() {
      socket.connected = false;
      socket.closed = true;
      return socket;
    },
  };
  fakeSockets.push(socket);
  return socket;
};

/** Delivers a server event to every connected fake socket. */
export const emitServerEvent = (event: string, ...args: unknown[]) => {
  fakeSockets.filter((s) => s.connected).forEach((s) => (s.handlers.get(event) ?? []).forEach((h) => h(...args)));
};

/** What the socket would send as its handshake auth right now. */
export const readSocketAuth = (socket: FakeSocket): Promise<object> =>
  new Promise((resolve) => socket.options.auth?.(resolve));

/** The server's handshake for every socket opened and not yet connected (nor closed): each hears `connect`. */
export const connectFakeSockets = () => {
  for (const socket of fakeSockets.filter((s) => !s.connected && !s.closed)) {
    socket.connected = true;
    (socket.handlers.get('connect') ?? []).forEach((handler) => handler());
  }
};

export const resetFakeSockets = () => {
  fakeSockets.length = 0;
  fakeSocketOptions.connectOnOpen = true;
};
