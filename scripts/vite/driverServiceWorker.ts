// The driver app's service worker, written by the build (a Vite plugin): driver/sw.js, scope /driver/. It keeps the
// app's shell (its page and every file of its chunk graph, none of the console's) on the phone, so the app opens
// without a network; the page itself is asked from the network first (a deploy shows at once) and comes from the
// phone when there is none. The API is never cached: the app's own queue (src/driver-app/actionQueue.ts) keeps the
// steps made offline. A new build has a new cache name; the old cache is deleted when the new worker takes over.
// (Not vite-plugin-pwa/Workbox, which the design first named: its build tool brings ~200 packages into every
// install, and the two-page build needs its own list of the driver's files anyway; this file is the whole worker.)
// It also shows the back office's Web Push messages (src/driver-app/pushSubscription.ts subscribes the phone): a push
// is shown as a notification and told to the open app, which reads its messages at once; a tap on the notification
// brings the app forward, or opens it. The worker has no words of its own (it does not know the driver's language):
// what it shows is only what the push carried.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const DRIVER_APP_SCOPE = '/driver/';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

/** The files the driver entry loads, statically or lazily, with their CSS and assets. */
export function driverAppFiles(bundle: Record<string, ChunkLike>, entryName = 'driver'): string[] {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === entryName);
  if (!entry) throw new Error(`driver service worker: no entry chunk named ${entryName}`);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const file = bundle[fileName];
    if (!file) return;
    files.add(fileName);
    if (file.type !== 'chunk') return;
    for (const name of [...(file.imports ?? []), ...(file.dynamicImports ?? [])]) visit(name);
    for (const name of file.viteMetadata?.importedCss ?? []) visit(name);
    for (const name of file.viteMetadata?.importedAssets ?? []) visit(name);
  };
  visit(entry.fileName);
  return [...files].sort();
}

export function serviceWorkerSource(files: string[]): string {
  const urls = [DRIVER_APP_SCOPE, '/driver/manifest.webmanifest', '/driver/icon.svg', ...files.map((f) => `/${f}`)];
  const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
  return `// Written by the build (scripts/vite/driverServiceWorker.ts). Do not edit.
const CACHE = 'driver-app-${version}';
const SHELL = ${JSON.stringify(urls)};
const SCOPE = ${JSON.stringify(DRIVER_APP_SCOPE)};

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('driver-app-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(SCOPE)) {
    event.respondWith(fetch(request).catch(() => caches.match(SCOPE)));
    return;
  }
  if (SHELL.includes(url.pathname))
    event.respondWith(caches.match(url.pathname).then((cached) => cached || fetch(request)));
});

// A push's payload is the server's JSON { notificationId, title, body, url }. Anything else is read as far as it goes:
// text that is not JSON is the body, a message without a title shows its body as the title, and one with neither
// shows nothing (the worker has no words of its own to put in their place).
const text = (value) => (typeof value === 'string' ? value.trim() : '');
const readPush = (data) => {
  if (!data) return {};
  let message;
  try {
    message = data.json();
  } catch {
    try {
      message = data.text();
    } catch {
      return {};
    }
  }
  if (typeof message === 'string') return { body: message };
  return message && typeof message === 'object' && !Array.isArray(message) ? message : {};
};

// Only a page of the app (same origin, under its scope) is opened: a payload's url never leads anywhere else.
const appUrl = (value) => {
  try {
    const url = new URL(text(value) || SCOPE, self.location.origin);
    if (url.origin === self.location.origin && url.pathname.startsWith(SCOPE)) return url.href;
  } catch {
    // not a URL: the app's start page below
  }
  return new URL(SCOPE, self.location.origin).href;
};

const appWindows = () =>
  self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => windows.filter((client) => new URL(client.url).pathname.startsWith(SCOPE)));

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  const id = Number.isSafeInteger(message.notificationId) ? message.notificationId : null;
  const body = text(message.body);
  const title = text(message.title) || body;
  const shown = title
    ? self.registration.showNotification(title, {
        body: title === body ? '' : body,
        tag: id === null ? undefined : 'notification-' + id,
        data: { url: appUrl(message.url) },
        icon: '/driver/icon.svg',
        badge: '/driver/icon.svg',
      })
    : Promise.resolve();
  // The open app reads its messages now rather than at its next poll.
  const told = appWindows().then((windows) => {
    for (const client of windows) client.postMessage({ type: 'push', notificationId: id });
  });
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    appWindows().then((windows) => {
      const open = windows.find((client) => client.focused) || windows[0];
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
`;
}

export function driverServiceWorker(): Plugin {
  return {
    name: 'driver-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = driverAppFiles(bundle as unknown as Record<string, ChunkLike>);
      this.emitFile({ type: 'asset', fileName: 'driver/sw.js', source: serviceWorkerSource(files) });
    },
  };
}
