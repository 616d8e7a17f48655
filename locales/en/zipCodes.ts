// English messages of the zipCodes area (merged into locales/en.ts under the key `zipCodes`).
export const zipCodesEn = {
  title: 'Zip codes',
  layers: {
    title: 'Layers',
    centroids: 'Centroids',
    areas: 'Areas',
  },
  form: {
    title: 'Coverage around an address',
    street: 'Street',
    zipCode: 'Zip code',
    city: 'City',
    radius: 'Radius (km)',
    search: 'Search',
  },
  results: {
    title: 'Zip codes in range',
    covered: 'Covered (%{smart_count})',
    outOfBounds: 'Not covered (%{smart_count})',
    none: 'None',
    searching: 'Searching…',
    error: 'The search failed. Check the address and try again.',
    hint: 'Enter an address to see the zip codes around it.',
  },
  map: {
    label: 'Map of zip codes',
    loading: 'Loading the map…',
    center: 'Search point',
    popup: 'lat %{lat}, lng %{lng}, radius %{radius} km',
    offlineBasemap: 'Map tiles are unavailable: showing the offline map of voivodeships.',
    legendCovered: 'Covered',
    legendOutOfBounds: 'Not covered',
    region: 'Region: %{region}',
  },
  location: {
    notFound: 'The location was not found.',
  },
  lookup: {
    title: 'Is a zip code served?',
    zipCode: 'Look up a zip code',
    hint: 'The zip code alone, e.g. 00-950 or 00950',
    check: 'Check',
    checking: 'Checking…',
    codeAndPlace: '%{zipCode} %{place}',
    served: '%{code}: served, region %{regions} |||| %{code}: served, regions %{regions}',
    notServed: '%{code}: not served (no delivery region covers this zip code)',
    unknown: '%{code}: not served (no such zip code is known)',
    failed: 'The zip code could not be checked. Try again.',
  },
  validation: {
    radiusRange: 'Enter a radius between 0 and %{max} km',
  },
};
