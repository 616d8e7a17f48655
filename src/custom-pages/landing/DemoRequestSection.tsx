// The demo-request section: what the demo gives (and, from the laptop width up, a client's words) on the left, the form
// on the right; after a successful submit the form gives way to the thank-you with the case study download. The data
// controller notice stays under it.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardContent, Container, Divider, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CaseStudyButton } from './CaseStudyButton.tsx';
import { controllerArgs, SECTION_IDS } from './company.ts';
import { DemoRequestForm } from './DemoRequestForm.tsx';

const POINTS = ['call', 'quote', 'pilot'];

const ThankYou = () => {
  const translate = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the message that replaced the form.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 1, md: 2 } }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h3"
        sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 1, outline: 'none', textWrap: 'balance' }}
      >
        {translate('landing.thanks.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.6 }}>
        {translate('landing.thanks.text')}
      </Typography>
      <Divider sx={{ mb: 3 }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        {translate('landing.thanks.caseStudyTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.6 }}>
        {translate('landing.thanks.caseStudyText')}
      </Typography>
      <CaseStudyButton />
    </Box>
  );
};

/** The data-controller notice "Administratorem danych osobowych jest …" with the link to the privacy policy. */
export const ControllerNotice = () => {
  const translate = useTranslate();
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 2.5, lineHeight: 1.55 }}>
      {translate('landing.controller.notice', controllerArgs)}{' '}
      <Link component={RouterLink} to="/privacy">
        {translate('landing.controller.link')}
      </Link>
      .
    </Typography>
  );
};

export const DemoRequestSection = ({ source }: { source?: string }) => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  return (
    <Box
      component="section"
      id={SECTION_IDS.demo}
      aria-labelledby="landing-demo"
      sx={{
        py: { xs: 7, md: 10 },
        background: 'linear-gradient(160deg, #0d47a1 0%, #1565c0 60%, #1976d2 100%)',
        scrollMarginTop: 56,
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 4, md: 8 }}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ flex: 1, color: 'common.white', pt: { md: 2 } }}>
            <Typography
              id="landing-demo"
              variant="h2"
              sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 800, mb: 2 }}
            >
              {translate('landing.form.title')}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.6, color: 'rgba(255,255,255,0.85)', mb: 3 }}
            >
              {translate('landing.form.intro')}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {POINTS.map((point) => (
                <Stack component="li" key={point} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      bgcolor: 'rgba(255,255,255,0.16)',
                      display: 'grid',
                      placeItems: 'center',
                      flexShrink: 0,
                    }}
                  >
                    <CheckIcon sx={{ fontSize: 18 }} />
                  </Box>
                  <Typography sx={{ fontWeight: 500 }}>{translate(`landing.form.points.${point}`)}</Typography>
                </Stack>
              ))}
            </Stack>
            <Box
              component="figure"
              sx={{
                display: { xs: 'none', md: 'block' },
                m: 0,
                mt: 6,
                pl: 2.5,
                borderLeft: 3,
                borderColor: 'rgba(255,255,255,0.5)',
              }}
            >
              <Typography
                component="blockquote"
                sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.15rem' }, fontStyle: 'italic', lineHeight: 1.6 }}
              >
                {translate('landing.form.quote')}
              </Typography>
              <Typography
                component="figcaption"
                variant="body2"
                sx={{ mt: 1.5, color: 'rgba(255,255,255,0.75)', fontWeight: 600 }}
              >
                {translate('landing.form.quoteAuthor')}
              </Typography>
            </Box>
          </Box>
          <Card
            id={SECTION_IDS.demoForm}
            sx={{
              flex: 1.25,
              borderRadius: 3,
              boxShadow: '0 24px 60px -20px rgba(0,0,0,0.45)',
              width: '100%',
              minWidth: 0,
              scrollMarginTop: { xs: 72, sm: 88 },
            }}
          >
            <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 2.5, sm: 4 } } }}>
              {sent ? (
                <ThankYou />
              ) : (
                <>
                  <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2.5 }}>
                    {translate('landing.form.formTitle')}
                  </Typography>
                  <DemoRequestForm source={source} onSent={() => setSent(true)} />
                </>
              )}
              <ControllerNotice />
            </CardContent>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
};
