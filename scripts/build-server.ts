// Bundles the API server for `npm start`: server/main.ts and every module of the project it imports (server/, domain/,
// locales/) into one ES module, build/server/main.mjs, with its source map; the packages stay in node_modules, loaded
// by Node as usual. A start then loads one file instead of compiling some 470 TypeScript modules through tsx: a third
// less CPU to the first answer of a seeded server (docs/architecture.md, "Layers").
// The bundle takes about 0.3 s to build. The tests start the same bundle (tests/process/support.ts, the journeys'
// global setup), each in a folder of its own; `npm run dev:server` and the scripts still run the TypeScript.
//   node --import tsx scripts/build-server.ts
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Where `npm start` finds the bundle, from the project's folder (gitignored). */
export const SERVER_BUNDLE = path.join('build', 'server', 'main.mjs');

/** Node's arguments to run a bundle as `npm start` does: stack traces name the TypeScript files (its source map). */
export const bundleArgs = (bundle: string): string[] => ['--enable-source-maps', bundle];

/** Builds the server's bundle of the project in `root` to `outfile` (relative to root); answers its path. */
export async function buildServer(root: string, outfile: string = SERVER_BUNDLE): Promise<string> {
  const target = path.resolve(root, outfile);
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: target,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do under tsx: pino, fastify, PGlite's WebAssembly and the fonts are
    // found from the bundle's place, which stays inside the project (server/projectRoot.ts).
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return target;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer(process.cwd());
}
