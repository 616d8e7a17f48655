// Size of the JavaScript the console loads up front (gzipped), from a production build into a temporary folder.
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
}

export function initialJsSize(root: string): BundleResult {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-dist-'));
  try {
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir],
      { cwd: root, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('vite build failed');
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const files = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]));
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const buf = readFileSync(path.join(outDir, f));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return { files: files.size, rawKb: Math.round(raw / 1024), gzipKb: Math.round(gz / 1024), goalGzipKb: 320 };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
