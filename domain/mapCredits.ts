// The credits of the maps' data, shared by the server (GET /api/map/config: its attribution lines, in English) and the
// console (BaseMap: the same lines in the user's language, from locales/<lang>/routeMap.ts `attribution`): the links
// of each source, and whether a tile URL is OpenStreetMap's (whose tiles need its copyright line).

/** OpenStreetMap's copyright page: the credit of its tiles. */
export const OSM_COPYRIGHT_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The voivodeship outlines of the offline basemap (MIT). */
export const BASEMAP_SOURCE_LINK = '<a href="https://github.com/ppatrzyk/polska-geojson">polska-geojson</a>';
/** The postal-code areas (MIT) and the postal-code centroids (GeoNames, CC BY 4.0): geodata/README.md. */
export const POSTCODE_AREAS_LINK = '<a href="https://github.com/GML22/PostCodesMaps">GML22/PostCodesMaps</a>';
export const GEONAMES_LINK = '<a href="https://www.geonames.org/">GeoNames</a>';

/** Whether tiles come from OpenStreetMap's servers (tile.openstreetmap.org, .fr, .de and their subdomains). */
export const isOpenStreetMapTiles = (tileUrl: string): boolean =>
  /(^|\.|\/\/)openstreetmap\.(org|fr|de)\b/.test(tileUrl);
