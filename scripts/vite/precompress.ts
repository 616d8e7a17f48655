// Gzipped copies of the build's text files (scripts, styles, pages, the service worker), written beside them
// (name.js.gz), which the server sends to a browser that accepts gzip (@fastify/static preCompressed): a phone on a
// slow network downloads the driver app's ~170 KB, not its ~600 KB, and the console loads a third of its bytes.
// Compressed once at build time (level 9), never per request.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
