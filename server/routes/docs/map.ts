// The OpenAPI texts of the map routes (server/routes/map.ts): each route's summary and description. A route spreads
// its entry into its schema (`schema: { tags, ...mapDocs.<route>, security }`), so the route file reads as routing
// and the prose reads here; the generated document (/api/docs) is the same. Each entry also carries the route's answer
// schemas (`response`).
import { z } from 'zod';
import type { MapConfig } from '../../../domain/api.ts';
import { fileAnswer } from './shapes/files.ts';

const mapConfigAnswer = z.object({
  tileUrl: z.string().describe('Leaflet URL template of the tiles'),
  attribution: z.string().describe('HTML'),
  basemapAttribution: z.string().describe('HTML, of the offline basemap'),
  geodataAttribution: z.string().describe('HTML, of the postal-code data'),
}) satisfies z.ZodType<MapConfig>;

export const mapDocs = {
  config: {
    summary: 'Tile URL template (MAP_TILE_URL) and attributions for the console maps',
    description:
      'Public. Answers `{tileUrl, attribution, basemapAttribution, geodataAttribution}`; attributions are HTML for Leaflet.',
    response: { 200: mapConfigAnswer },
  },
  /** The route's Cache-Control max-age (seconds) is its own; the text names it. */
  basemap: (maxAgeSeconds: number) => ({
    summary: 'Offline basemap: the 16 voivodeships as GeoJSON (FeatureCollection, properties {name})',
    description: `Public. Read once from GEO_DATA_DIR/voivodeships.geojson, coordinates rounded to 4 decimals. Long Cache-Control (${maxAgeSeconds} s) and an ETag (304 on If-None-Match). 404 \`basemap_not_found\` without the file.`,
    response: {
      200: fileAnswer('application/geo+json', 'The basemap (a GeoJSON FeatureCollection)'),
      304: z.any().describe('Not modified (no body): the ETag matches If-None-Match'),
    },
  }),
};
