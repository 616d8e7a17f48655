// A row of client logos on a dark band: greyed and dimmed, in colour on hover.
import { Box, Container, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CLIENT_LOGOS, SECTION_IDS } from './company.ts';

export const ClientLogos = () => {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      id={SECTION_IDS.clients}
      aria-labelledby="landing-clients"
      sx={{ bgcolor: '#0f1e33', color: 'common.white', py: { xs: 5, md: 6 }, scrollMarginTop: 64 }}
    >
      <Container maxWidth="lg">
        <Typography
          id="landing-clients"
          variant="h2"
          sx={{
            fontSize: '1rem',
            fontWeight: 600,
            textAlign: 'center',
            color: 'rgba(255,255,255,0.7)',
            letterSpacing: 0.3,
            mb: 3.5,
          }}
        >
          {translate('landing.logos.title')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(6, minmax(0, 1fr))',
            },
            gap: { xs: 3, md: 4 },
            alignItems: 'center',
            justifyItems: 'center',
          }}
        >
          {CLIENT_LOGOS.map((logo) => (
            <Box component="li" key={logo.src} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
              <Box
                component="img"
                src={logo.src}
                alt={translate('landing.logos.alt', { name: logo.name })}
                width={240}
                height={48}
                loading="lazy"
                decoding="async"
                sx={{
                  width: '100%',
                  maxWidth: 180,
                  height: 'auto',
                  filter: 'grayscale(1)',
                  opacity: 0.65,
                  transition: 'filter 200ms ease, opacity 200ms ease',
                  '&:hover': { filter: 'none', opacity: 1 },
                }}
              />
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
};
