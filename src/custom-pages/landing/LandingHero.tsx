// The hero: "Delivery in 90 minutes", the promise, the call to action (scrolls to the form), three figures and, from
// the laptop width up, a card of an order tracked in the panel as the picture.
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Button, Chip, Container, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { REGISTRATION_PATH } from '../register/paths.ts';
import { PROMISE_ARGS } from './promise.ts';
import { SECTION_IDS } from './company.ts';
import { scrollToSection } from './scrollToSection.ts';

const PREVIEW_STEPS: { time: string; key: string; icon: ReactNode }[] = [
  { time: '12:04', key: 'accepted', icon: <Inventory2Icon fontSize="small" /> },
  { time: '12:21', key: 'pickedUp', icon: <LocalShippingIcon fontSize="small" /> },
  { time: '13:22', key: 'delivered', icon: <CheckCircleIcon fontSize="small" /> },
];

/** What the panel shows for one order, as the hero's picture (decorative: the figures are an example). */
const OrderPreview = () => {
  const translate = useTranslate();
  return (
    <Paper
      elevation={0}
      role="img"
      aria-label={translate('landing.hero.preview.label')}
      sx={{
        p: 3,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 24px 48px -24px rgba(13, 71, 161, 0.35)',
        maxWidth: 400,
        width: '100%',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {translate('landing.hero.preview.order', { orderNo: 'K7M2' })}
        </Typography>
        <Chip size="small" color="success" variant="outlined" label={translate('landing.hero.preview.live')} />
      </Stack>
      <Stack spacing={0} aria-hidden>
        {PREVIEW_STEPS.map((step, index) => (
          <Stack key={step.key} direction="row" spacing={2} sx={{ alignItems: 'stretch' }}>
            <Stack sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: index === PREVIEW_STEPS.length - 1 ? 'success.main' : 'primary.main',
                  color: 'common.white',
                  flexShrink: 0,
                }}
              >
                {step.icon}
              </Box>
              {index < PREVIEW_STEPS.length - 1 && (
                <Box sx={{ width: 2, flex: 1, minHeight: 20, bgcolor: 'primary.light', opacity: 0.5 }} />
              )}
            </Stack>
            <Box sx={{ pb: index < PREVIEW_STEPS.length - 1 ? 2 : 0, pt: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate(`landing.hero.preview.${step.key}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {step.time}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={{
          mt: 2.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'rgba(46, 125, 50, 0.08)',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <BoltIcon color="success" />
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'success.dark' }}>
          {translate('landing.hero.preview.total', { minutes: 78 })}
        </Typography>
      </Box>
    </Paper>
  );
};

const STATS = [
  { value: 'landing.hero.stats.minutes', label: 'landing.hero.stats.minutesLabel' },
  { value: 'landing.hero.stats.cities', label: 'landing.hero.stats.citiesLabel' },
  { value: 'landing.hero.stats.days', label: 'landing.hero.stats.daysLabel' },
];

export const LandingHero = ({ onBookDemo }: { onBookDemo(): void }) => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={{
        background: 'linear-gradient(180deg, #e8f1fc 0%, #f5f9fe 55%, #ffffff 100%)',
        pt: { xs: 5, md: 9 },
        pb: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1.4, minWidth: 0 }}>
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: 1.2, lineHeight: 1.6, mb: 1 }}
            >
              {translate('landing.hero.eyebrow')}
            </Typography>
            <Typography
              id="landing-title"
              variant="h1"
              sx={{
                fontSize: { xs: '2.5rem', sm: '3.25rem', md: '3.5rem', lg: '3.75rem' },
                fontWeight: 800,
                lineHeight: 1.08,
                letterSpacing: '-0.02em',
                mb: 2.5,
                textWrap: 'balance',
              }}
            >
              {translate('landing.hero.title', PROMISE_ARGS)}
            </Typography>
            <Typography
              sx={{
                fontSize: { xs: '1.05rem', md: '1.2rem' },
                color: 'text.secondary',
                lineHeight: 1.6,
                maxWidth: 560,
                mb: 4,
              }}
            >
              {translate('landing.hero.subtitle', PROMISE_ARGS)}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              useFlexGap
              // Each button on one line; the third goes under the first two when the column is narrow.
              sx={{ mb: { xs: 4, md: 5 }, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
            >
              <Button
                variant="contained"
                size="large"
                disableElevation
                component={LinkBase}
                to={REGISTRATION_PATH}
                sx={{ px: 3.5, py: 1.5, fontSize: '1rem' }}
              >
                {translate('landing.hero.signUpCta')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                onClick={onBookDemo}
                sx={{ px: 3, py: 1.5, fontSize: '1rem', bgcolor: 'background.paper' }}
              >
                {translate('landing.hero.cta')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                href={`#${SECTION_IDS.howItWorks}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(SECTION_IDS.howItWorks);
                }}
                sx={{ px: 3, py: 1.5, fontSize: '1rem', bgcolor: 'background.paper' }}
              >
                {translate('landing.hero.secondaryCta')}
              </Button>
            </Stack>
            <Box
              component="ul"
              aria-label={translate('landing.hero.stats.label')}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
                gap: { xs: 2, sm: 3 },
                m: 0,
                p: 0,
                listStyle: 'none',
              }}
            >
              {STATS.map((stat) => (
                <Box component="li" key={stat.value} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
                  <Typography
                    component="span"
                    sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}
                  >
                    {translate(stat.value, PROMISE_ARGS)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {translate(stat.label)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
            <OrderPreview />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
};
