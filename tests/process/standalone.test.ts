// A user's copy of the project runs with nothing beside it: the project copied into an empty temporary folder (no
// sibling folders, as a `git clone` gives), started as `npm start` starts it, with a relative DATA_DIR. The demo is
// seeded from the project's own geodata, addresses are geocoded, the zip-code areas and the offline basemap answer.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZipCodeSearchResult } from '../../domain/locationApi.ts';
import { buildServer, SERVER_BUNDLE } from '../../scripts/build-server.ts';
import { call, cleanEnv, copyProject, signIn, startServer, tempDir, type ServerProcess } from './support.ts';

let server: ServerProcess;
let temp: string;
let project: string;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  const dir = tempDir('dc-alone-');
  cleanups.push(dir.remove);
  temp = dir.dir;
  project = path.join(temp, 'delivery-console');
  copyProject(project);
  // As `npm start` builds and starts it (package.json): its own bundle, in its own folder.
  await buildServer(project);
  server = await startServer(project, cleanEnv({ DATA_DIR: 'data' }), undefined, undefined, SERVER_BUNDLE);
  cleanups.unshift(server.stop);
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('a copy of the project with nothing beside it', () => {
  it('has nothing beside it, and its relative DATA_DIR is inside its own folder', () => {
    expect(readdirSync(temp)).toEqual(['delivery-console']);
    const messages = server.lines.map((l) => l.msg).join('\n');
    expect(messages).toContain(`database: embedded PGlite in ${path.join(project, 'data')})`);
    expect(readdirSync(path.join(project, 'data'))).toContain('PG_VERSION');
  });

  it('seeds the demo and prints its logins', () => {
    const messages = server.lines.map((l) => l.msg);
    expect(messages.some((m) => /^demo data seeded in \d+ ms: 6 regions, 9 companies, 40 locations/.test(m))).toBe(
      true,
    );
    expect(messages.find((m) => m.startsWith('Demo logins:'))).toContain('admin');
  });

  it('geocodes an address and finds the zip-code areas around it', async () => {
    const token = await signIn(server.url, 'admin', 'admin123');
    const query = new URLSearchParams({ street: 'Rynek Główny 1', zipCode: '31-042', city: 'Kraków', radius: '1' });
    const res = await call<ZipCodeSearchResult>(`${server.url}/api/region/zip-codes?${query}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.centerPoint.lat).toBeCloseTo(50.0613, 2);
    expect(res.body.centerPoint.lng).toBeCloseTo(19.9383, 2);
    const main = res.body.zipCodes.find((z) => z.name === '31-042');
    expect(main?.region).toBe('Kraków');
    expect(main?.geometry?.type).toMatch(/Polygon/);
    expect(res.body.zipCodes.length).toBeGreaterThan(5);
  });

  it('serves the offline basemap of the 16 voivodeships', async () => {
    const res = await call<{ features: unknown[] }>(`${server.url}/api/map/basemap`);
    expect(res.status).toBe(200);
    expect(res.body.features).toHaveLength(16);
  });

  it('credits the geodata on the maps', async () => {
    const res = await call<{ geodataAttribution: string; basemapAttribution: string }>(`${server.url}/api/map/config`);
    expect(res.body.geodataAttribution).toContain('GeoNames');
    expect(res.body.basemapAttribution).toContain('polska-geojson');
  });
});
