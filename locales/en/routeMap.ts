// English messages of the routeMap area (merged into locales/en.ts under the key `routeMap`).
export const routeMapEn = {
  title: 'Route of order %{orderNo}',
  titlePending: 'Route',
  mapLabel: 'Map of the driver route',
  loading: 'Loading the route…',
  noHistory: 'No location history for this order yet.',
  loadFailed: 'The route could not be loaded.',
  refresh: 'Refresh',
  close: 'Close',
  points: '%{smart_count} location point |||| %{smart_count} location points',
  lastPosition: 'last position %{time}',
  live: 'Live: new driver positions are added as they arrive',
  offlineBasemap: 'Map tiles are unavailable: showing the offline map of voivodeships.',
  legend: {
    start: 'Start',
    driver: 'Driver (latest position)',
    pickupPoint: 'Pickup point',
    receiver: 'Receiver',
  },
  markerLetter: {
    pickupPoint: 'P',
    receiver: 'R',
  },
  /** The attribution line of every map (BaseMap): the links come in as %{…} (domain/mapCredits.ts). */
  attribution: {
    osm: '© %{osm} contributors',
    basemap: 'Voivodeships: %{source} (MIT)',
    geodata: 'Postal codes: %{areas} (MIT), %{geonames} (CC BY 4.0)',
  },
};
