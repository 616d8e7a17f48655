// How it works: order in the panel or through the API → the driver picks the parcel up → delivered in 90 minutes.
import ApiIcon from '@mui/icons-material/Api';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SECTION_IDS } from './company.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { PROMISE_ARGS } from './promise.ts';

const STEPS: { key: string; icon: ReactNode }[] = [
  { key: 'order', icon: <ApiIcon /> },
  { key: 'pickup', icon: <LocalShippingIcon /> },
  { key: 'delivery', icon: <TimerIcon /> },
];

export const HowItWorks = () => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      id={SECTION_IDS.howItWorks}
      aria-labelledby="landing-how"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: '#f5f8fc', scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <SectionHeading id="landing-how" title="landing.how.title" subtitle="landing.how.subtitle" />
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            gap: { xs: 4, md: 5 },
            position: 'relative',
            // The line joining the steps, behind their icons (desktop).
            '&::before': {
              content: '""',
              display: { xs: 'none', md: 'block' },
              position: 'absolute',
              top: 32,
              left: '16.66%',
              right: '16.66%',
              borderTop: '2px dashed',
              borderColor: 'primary.light',
              opacity: 0.6,
            },
          }}
        >
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step.key}
              sx={{
                textAlign: { xs: 'left', md: 'center' },
                display: { xs: 'flex', md: 'block' },
                gap: 2.5,
                position: 'relative',
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 64,
                  height: 64,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'common.white',
                  display: 'grid',
                  placeItems: 'center',
                  mx: { md: 'auto' },
                  mb: { md: 2.5 },
                  flexShrink: 0,
                  boxShadow: '0 0 0 8px #f5f8fc',
                  '& svg': { fontSize: 30 },
                }}
              >
                {step.icon}
              </Box>
              <Box>
                <Typography
                  variant="overline"
                  component="p"
                  sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5 }}
                >
                  {translate('landing.how.step', { number: index + 1 })}
                </Typography>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
                  {translate(`landing.how.${step.key}.title`, PROMISE_ARGS)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65, maxWidth: { md: 320 }, mx: { md: 'auto' } }}>
                  {translate(`landing.how.${step.key}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
