// The driver app's offline shell: the files the build's service worker keeps are the driver entry's chunk graph
// (static and lazy imports, their CSS), never the console's; a new build's list makes a new cache name. And its Web
// Push: the generated worker is run against stand-ins of its global scope (self, its registration and clients), a
// push shows the payload's words only and tells the open app, and a tap on the notification brings the app forward or
// opens one of its own pages, never another site's.
import { describe, expect, it, vi } from 'vitest';
import { driverAppFiles, serviceWorkerSource } from '../../scripts/vite/driverServiceWorker.ts';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: [],
  dynamicImports: [],
  viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
  ...extra,
});

const bundle = {
  'assets/console-1.js': chunk('assets/console-1.js', {
    isEntry: true,
    name: 'console',
    imports: ['assets/react-1.js', 'assets/admin-1.js'],
  }),
  'assets/admin-1.js': chunk('assets/admin-1.js'),
  'assets/driver-1.js': chunk('assets/driver-1.js', {
    isEntry: true,
    name: 'driver',
    imports: ['assets/react-1.js', 'assets/mui-1.js'],
    dynamicImports: ['assets/camera-1.js'],
    viteMetadata: { importedCss: new Set(['assets/driver-1.css']), importedAssets: new Set<string>() },
  }),
  'assets/react-1.js': chunk('assets/react-1.js'),
  'assets/mui-1.js': chunk('assets/mui-1.js', { imports: ['assets/react-1.js'] }),
  'assets/camera-1.js': chunk('assets/camera-1.js'),
  'assets/driver-1.css': { type: 'asset' as const, fileName: 'assets/driver-1.css' },
};

describe("the driver app's service worker", () => {
  it("keeps the driver entry's files and none of the console's", () => {
    expect(driverAppFiles(bundle)).toEqual([
      'assets/camera-1.js',
      'assets/driver-1.css',
      'assets/driver-1.js',
      'assets/mui-1.js',
      'assets/react-1.js',
    ]);
  });

  it('names its cache after the files, so a new build replaces the old shell', () => {
    const cacheOf = (source: string) => /const CACHE = '([^']+)'/.exec(source)![1];
    const first = serviceWorkerSource(driverAppFiles(bundle));
    expect(first).toContain('"/driver/"');
    expect(first).toContain('"/assets/driver-1.js"');
    expect(first).not.toContain('console-1');
    expect(cacheOf(serviceWorkerSource(driverAppFiles(bundle)))).toBe(cacheOf(first));
    expect(cacheOf(serviceWorkerSource(['assets/driver-2.js']))).not.toBe(cacheOf(first));
  });

  it('refuses a build without the driver entry', () => {
    const { 'assets/driver-1.js': _driver, ...consoleOnly } = bundle;
    expect(() => driverAppFiles(consoleOnly)).toThrow(/no entry chunk named driver/);
  });
});

// ---- The worker's push and notification-click handlers, run against stand-ins of its global scope -----------------

const ORIGIN = 'https://courier.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

const appWindow = (path: string, focused = false): FakeWindow => {
  const client: FakeWindow = {
    url: `${ORIGIN}${path}`,
    focused,
    focus: vi.fn(async () => client),
    postMessage: vi.fn(),
  };
  return client;
};

/** A push message's data as the browser hands it to the worker (PushMessageData). */
const pushData = (payload: string) => ({
  text: () => payload,
  json: () => JSON.parse(payload) as unknown,
});

/** The generated worker run once in a scope of its own; `dispatch` fires an event and waits for its waitUntil. */
function runWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: vi.fn(async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
  };
  const unused = () => {
    throw new Error('not in these tests');
  };
  new Function('self', 'caches', 'fetch', serviceWorkerSource(['assets/driver-1.js']))(self, unused, unused);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    const listener = listeners.get(type);
    if (!listener) throw new Error(`the worker does not listen to ${type}`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  };
  return { self, shown, opened, dispatch };
}

describe("the driver app's service worker: Web Push", () => {
  it("shows the server's notification with the app's icon, a tag per message and the app's page to open", async () => {
    const open = appWindow('/driver/');
    const consolePage = appWindow('/orders');
    const worker = runWorker([open, consolePage]);
    await worker.dispatch('push', {
      data: pushData(
        JSON.stringify({ notificationId: 12, title: 'Road closed', body: 'Take Długa instead.', url: '/driver/' }),
      ),
    });
    expect(worker.shown).toEqual([
      {
        title: 'Road closed',
        options: {
          body: 'Take Długa instead.',
          tag: 'notification-12',
          data: { url: `${ORIGIN}/driver/` },
          icon: '/driver/icon.svg',
          badge: '/driver/icon.svg',
        },
      },
    ]);
    // The open app is told at once (it reads its messages); the console's pages on the same site are not.
    expect(worker.self.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'push', notificationId: 12 });
    expect(consolePage.postMessage).not.toHaveBeenCalled();
  });

  it('shows only words the push carried: the body as the title, text that is not JSON, or nothing at all', async () => {
    const open = appWindow('/driver/');
    const worker = runWorker([open]);
    await worker.dispatch('push', { data: pushData(JSON.stringify({ notificationId: 3, body: 'Call the office' })) });
    await worker.dispatch('push', { data: pushData('Plain words') });
    await worker.dispatch('push', { data: pushData(JSON.stringify({ notificationId: 4, title: '  ', url: 5 })) });
    await worker.dispatch('push', { data: pushData('[1, 2]') });
    await worker.dispatch('push', { data: null });
    expect(worker.shown.map(({ title, options }) => [title, options.body, options.tag])).toEqual([
      ['Call the office', '', 'notification-3'],
      ['Plain words', '', undefined],
    ]);
    // Every push still tells the open app, which reads what the server has for it.
    expect(open.postMessage.mock.calls.map(([message]) => message)).toEqual([
      { type: 'push', notificationId: 3 },
      { type: 'push', notificationId: null },
      { type: 'push', notificationId: 4 },
      { type: 'push', notificationId: null },
      { type: 'push', notificationId: null },
    ]);
  });

  it("keeps a payload's url to the app's own pages", async () => {
    const worker = runWorker();
    const urls = [
      '/driver/?message=12',
      'https://evil.example/driver/',
      '/orders',
      '/driver/../orders',
      'javascript:alert(1)',
      undefined,
    ];
    for (const url of urls)
      await worker.dispatch('push', { data: pushData(JSON.stringify({ notificationId: 1, title: 'T', url })) });
    expect(worker.shown.map(({ options }) => (options.data as { url: string }).url)).toEqual([
      `${ORIGIN}/driver/?message=12`,
      ...urls.slice(1).map(() => `${ORIGIN}/driver/`),
    ]);
  });

  it("closes the tapped notification and brings the app's open window forward, the focused one first", async () => {
    const behind = appWindow('/driver/');
    const front = appWindow('/driver/', true);
    const consolePage = appWindow('/orders', true);
    const worker = runWorker([consolePage, behind, front]);
    const close = vi.fn();
    await worker.dispatch('notificationclick', { notification: { close, data: { url: `${ORIGIN}/driver/` } } });
    expect(close).toHaveBeenCalledOnce();
    expect(front.focus).toHaveBeenCalledOnce();
    expect(behind.focus).not.toHaveBeenCalled();
    expect(consolePage.focus).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);

    // Only another site's page open: one of the app is opened instead.
    const alone = runWorker([appWindow('/orders', true)]);
    await alone.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/driver/?message=4' } },
    });
    expect(alone.opened).toEqual([`${ORIGIN}/driver/?message=4`]);
  });

  it("opens the app's start page when the notification's url is missing or leads elsewhere", async () => {
    const worker = runWorker();
    await worker.dispatch('notificationclick', { notification: { close: vi.fn(), data: null } });
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/driver/' } },
    });
    expect(worker.opened).toEqual([`${ORIGIN}/driver/`, `${ORIGIN}/driver/`]);
  });
});
