// Size of the JavaScript loaded up front (gzipped), from one production build into a temporary folder: the console's
// (every script index.html loads) and the driver app's first load on a phone (driver/index.html's scripts and the one
// screen it opens with: the sign-in signed out, the shift signed in; the order dialogs load when opened).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleResult {
  files: number;
  rawKb: number;
  gzipKb: number;
  goalGzipKb: number;
  /**
   * The language the console starts in, loaded before it first draws (src/i18n/messages.ts): each language's own
   * chunks beyond the up-front scripts, gzipped KB.
   */
  languages?: Record<'en' | 'pl' | 'cz', number>;
  /** The driver app's first load: signed out (sign-in screen) and signed in (shift screen). */
  driver?: { signedOutGzipKb: number; signedInGzipKb: number; goalGzipKb: number };
}

export const CONSOLE_GOAL_GZIP_KB = 320;
export const DRIVER_APP_GOAL_GZIP_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const sizes = (outDir: string, files: Iterable<string>) => {
  let raw = 0;
  let gz = 0;
  let count = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(outDir, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    count++;
  }
  return { files: count, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gz / 1024) };
};

const scriptsOf = (html: string) => [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);

/** The files of a manifest key and everything it imports statically. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const name of chunk.imports ?? []) staticClosure(manifest, name, into);
  return into;
}

export function initialJsSize(root: string): BundleResult {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-dist-'));
  try {
    const build = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--logLevel',
        'error',
        '--manifest',
        '--outDir',
        outDir,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
    const consoleSize = sizes(outDir, new Set(scriptsOf(readFileSync(path.join(outDir, 'index.html'), 'utf8'))));
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const upFront = scriptsOf(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
    const language = (code: 'en' | 'pl' | 'cz') => {
      const files = staticClosure(manifest, `locales/${code}.ts`, new Set(upFront));
      for (const file of upFront) files.delete(file);
      return sizes(outDir, files).gzipKb;
    };
    const entry = new Set(scriptsOf(readFileSync(path.join(outDir, 'driver', 'index.html'), 'utf8')));
    const withScreen = (screen: string) =>
      sizes(outDir, staticClosure(manifest, `src/driver-app/${screen}.tsx`, new Set(entry))).gzipKb;
    return {
      ...consoleSize,
      goalGzipKb: CONSOLE_GOAL_GZIP_KB,
      languages: { en: language('en'), pl: language('pl'), cz: language('cz') },
      driver: {
        signedOutGzipKb: withScreen('SignInScreen'),
        signedInGzipKb: withScreen('ShiftScreen'),
        goalGzipKb: DRIVER_APP_GOAL_GZIP_KB,
      },
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
