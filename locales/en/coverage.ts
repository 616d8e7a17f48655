// English messages of the coverage check (merged into locales/en.ts under the key `coverage`): what the registration
// and the pickup point forms say about an address as it is typed (src/forms/CoverageNotice.tsx).
export const coverageEn = {
  checking: 'Checking whether we deliver from there…',
  served: 'We deliver from %{city}.',
  notServed: 'We do not deliver from %{city} yet. We deliver in %{cities}.',
  notServedKept:
    'Your data is kept, and our sales team sees your interest: we will let you know when we start in %{city}.',
  zipUnknown: 'There is no postcode %{zipCode} in Poland. Check it.',
  zipOtherPlace: 'Postcode %{zipCode} belongs to %{place}, not to %{city}.',
  usePlace: 'Use %{place}',
};
