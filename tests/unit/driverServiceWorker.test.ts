// The driver app's offline shell: the files the build's service worker keeps are the driver entry's chunk graph
// (static and lazy imports, their CSS), never the console's; a new build's list makes a new cache name.
import { describe, expect, it } from 'vitest';
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
