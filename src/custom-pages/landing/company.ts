// Who runs the landing page and the data it shows: the data controller named in the notice and the privacy policy,
// the client logos (public/images/companies/, served under /images/companies/) and the case study. Names of
// companies and the address are proper names, the same in every language; the texts around them are in locales/.
export const LANDING_COMPANY = {
  controller: 'Delivery Console sp. z o.o.',
  /** The postal code's hyphen does not break (U+2011): "00-" and "850" never end up on two lines. */
  address: 'ul. Prosta 20, 00\u2011850 Warszawa',
  privacyEmail: 'rodo@delivery-console.pl',
  salesEmail: 'sprzedaz@delivery-console.pl',
} as const;

/** The translation arguments of the texts that name the controller. */
export const controllerArgs = {
  controller: LANDING_COMPANY.controller,
  address: LANDING_COMPANY.address,
  email: LANDING_COMPANY.privacyEmail,
};

/** Wordmarks of demo clients (white on transparent, made for a dark background), those whose names fit their 240 px. */
export const CLIENT_LOGOS = [
  { name: 'Apteka Słoneczna', src: '/images/companies/apteka-sloneczna-dashboard.svg' },
  { name: 'TechMarket', src: '/images/companies/techmarket-dashboard.svg' },
  { name: 'Kwiaciarnia Bukiet', src: '/images/companies/kwiaciarnia-bukiet-dashboard.svg' },
  { name: 'Delikatesy Łódzkie', src: '/images/companies/delikatesy-lodzkie-dashboard.svg' },
  { name: 'Pizzeria Roma', src: '/images/companies/pizzeria-roma-dashboard.svg' },
  { name: 'AutoMobil Serwis', src: '/images/companies/automobil-serwis-dashboard.svg' },
] as const;

/** The case study PDF (public/docs/, built by scripts/build-case-study.ts). */
export const CASE_STUDY_URL = '/docs/case-study.pdf';
export const CASE_STUDY_FILENAME = 'case-study-techmarket-dostawa-90-minut.pdf';

/** Ids of the sections the navigation scrolls to. */
export const SECTION_IDS = {
  benefits: 'korzysci',
  howItWorks: 'jak-to-dziala',
  clients: 'klienci',
  demo: 'prezentacja',
  demoForm: 'formularz',
} as const;

/** The page address's utm_* parameters as the lead's source ("utm_source=newsletter&utm_campaign=jesien"). */
export const sourceFromSearch = (search: string): string | undefined => {
  const params = new URLSearchParams(search);
  const utm = [...params.entries()].filter(([key, value]) => key.startsWith('utm_') && value);
  return utm.length ? new URLSearchParams(utm).toString().slice(0, 200) : undefined;
};
