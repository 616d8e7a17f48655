// /register/landing: the public sales landing page, in the language chosen (the language menu, else the browser's),
// Polish when there is none (readStoredLocale); every text comes from locales/<lang>/landing.ts. It pitches delivery
// in 90 minutes and its benefits, shows how it works and client logos, and takes demo requests (our own form,
// POST /api/lead/register); the thank-you offers the case study PDF. Loaded on demand (routes.tsx), so the console's
// bundle does not carry it.
import { Box } from '@mui/material';
import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BenefitsSection } from './BenefitsSection.tsx';
import { ClientLogos } from './ClientLogos.tsx';
import { SECTION_IDS, sourceFromSearch } from './company.ts';
import { DemoRequestSection } from './DemoRequestSection.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { LandingFooter } from './LandingFooter.tsx';
import { LandingHeader } from './LandingHeader.tsx';
import { LandingHero } from './LandingHero.tsx';
import { scrollToSection } from './scrollToSection.ts';
import { LANDING_TYPOGRAPHY } from './typography.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { PROMISE_ARGS } from './promise.ts';

/** Scrolls to the form (on a phone its heading would be a screen above) and puts the cursor in its first field. */
const bookDemo = () => {
  const form = scrollToSection(SECTION_IDS.demoForm);
  form?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
};

/** The page's language for the browser and screen readers (<html lang>): Czech is "cs" there. */
const useDocumentLanguage = () => {
  const [locale] = useLocaleState();
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = locale === 'cz' ? 'cs' : locale;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [locale]);
};

export const LandingPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  useDocumentTitle(translate('landing.pageTitle', { ...PROMISE_ARGS, brand: translate('app.title') }));
  useDocumentLanguage();
  return (
    <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', minHeight: '100vh', ...LANDING_TYPOGRAPHY }}>
      <LandingHeader onBookDemo={bookDemo} />
      <Box component="main">
        <LandingHero onBookDemo={bookDemo} />
        <BenefitsSection />
        <HowItWorks />
        <ClientLogos />
        <DemoRequestSection source={sourceFromSearch(search)} />
      </Box>
      <LandingFooter />
    </Box>
  );
};
