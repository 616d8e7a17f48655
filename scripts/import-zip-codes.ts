// Imports zip-code areas into the configured database (DATA_DIR / DATABASE_URL, see server/config.ts):
//   npm run import:zip-codes -- FILE [--region-by-city] [--create-regions CITY,…] [--batch N] [--geo-data-dir DIR]
// FILE: a GeoJSON FeatureCollection of areas with properties {name, city} (the shape of
// zip-code-areas-demo-cities.geojson). It is streamed: a national file of tens of thousands of areas is never
// read whole. Rows are upserted by zip code in batches (server/services/zipCodeImport.ts); --region-by-city puts
// each area in the region named after its city (areas of other cities are stored without a region: shown on the
// zip-code map as not covered); --create-regions first creates the named regions that do not exist yet (implies
// --region-by-city: how a live system, started without the demo, gets its regions and their coverage). FILE may be
// gzip-compressed (.gz). Prints progress and a summary.
import { stat } from 'node:fs/promises';
import { configOrExit } from './cliSupport.ts';
import { openDatabase } from '../server/db/client.ts';
import { importZipCodes, type ImportSummary } from '../server/services/zipCodeImport.ts';

const USAGE =
  'usage: npm run import:zip-codes -- FILE [--region-by-city] [--create-regions CITY,…] [--batch N] [--geo-data-dir DIR]';
const REGION_NAME_MAX = 100;

interface Args {
  file: string;
  regionByCity: boolean;
  createRegions: string[];
  batchSize: number;
  geoDataDir?: string;
}

export function parseImportArgs(argv: string[]): Args | { error: string } | { help: true } {
  let file: string | undefined;
  let regionByCity = false;
  let createRegions: string[] = [];
  let batchSize = 1000;
  let geoDataDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--region-by-city') regionByCity = true;
    else if (arg === '--create-regions' || arg.startsWith('--create-regions=')) {
      const value = arg === '--create-regions' ? argv[++i] : arg.slice('--create-regions='.length);
      createRegions = (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (!createRegions.length)
        return { error: '--create-regions needs city names, e.g. --create-regions Warszawa,Kraków' };
      if (createRegions.some((name) => name.length > REGION_NAME_MAX || name.includes('\0'))) {
        return { error: `--create-regions: a region name has at most ${REGION_NAME_MAX} characters` };
      }
      regionByCity = true;
    } else if (arg === '--batch' || arg.startsWith('--batch=')) {
      const value = arg === '--batch' ? argv[++i] : arg.slice('--batch='.length);
      if (!value || !/^\d+$/.test(value) || Number(value) < 1) return { error: `--batch needs a positive number` };
      batchSize = Number(value);
    } else if (arg === '--geo-data-dir' || arg.startsWith('--geo-data-dir=')) {
      geoDataDir = arg === '--geo-data-dir' ? argv[++i] : arg.slice('--geo-data-dir='.length);
      if (!geoDataDir) return { error: '--geo-data-dir needs a folder' };
    } else if (arg.startsWith('-')) return { error: `unknown option ${arg}` };
    else if (file) return { error: 'one FILE only' };
    else file = arg;
  }
  if (!file) return { error: 'FILE is missing' };
  return { file, regionByCity, createRegions, batchSize, geoDataDir };
}

const line = (s: ImportSummary) => `${s.read} read, ${s.inserted} inserted, ${s.updated} updated, ${s.skipped} skipped`;

async function main() {
  const args = parseImportArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return;
  }
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const size = (await stat(args.file)).size;
  const config = configOrExit('import:zip-codes');
  const database = await openDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Importing ${args.file} (${(size / 1e6).toFixed(1)} MB) into ${where}${args.regionByCity ? ', regions by city' : ', without regions'}…`,
  );
  const started = performance.now();
  try {
    const summary = await importZipCodes(database.db, args.file, {
      geoDataDir: args.geoDataDir ?? config.geoDataDir,
      regionByCity: args.regionByCity,
      createRegions: args.createRegions,
      batchSize: args.batchSize,
      onProgress: (s) => process.stdout.write(`\r  ${line(s)}   `),
    });
    process.stdout.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (summary.regionsCreated.length) console.log(`Regions created: ${summary.regionsCreated.join(', ')}`);
    console.log(`Done in ${seconds} s: ${line(summary)}; ${summary.withRegion} in a region by city.`);
    if (summary.citiesWithoutRegion.length) {
      const shown = summary.citiesWithoutRegion.slice(0, 20).join(', ');
      const more =
        summary.citiesWithoutRegion.length > 20 ? ` and ${summary.citiesWithoutRegion.length - 20} more` : '';
      console.log(`Cities without a region of that name (stored without a region): ${shown}${more}`);
    }
    for (const problem of summary.problems) console.log(`  skipped: ${problem}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
