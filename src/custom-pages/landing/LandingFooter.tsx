// The footer of the public pages: the brand and its promise, links to the privacy policy, sign-in and registration,
// and the owner.
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AppLogo } from '../../layout/AppLogo.tsx';
import { LANDING_COMPANY } from './company.ts';

const LINKS = [
  { to: '/privacy', label: 'landing.footer.privacy' },
  { to: '/login', label: 'landing.footer.signIn' },
  { to: '/register', label: 'landing.footer.register' },
];

export const LandingFooter = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1e33', color: 'rgba(255,255,255,0.8)', py: { xs: 5, md: 6 } }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 3, md: 4 }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Box>
            <Box sx={{ color: 'common.white', mb: 1 }}>
              <AppLogo height={34} />
            </Box>
            <Typography variant="body2">{translate('landing.footer.tagline')}</Typography>
          </Box>
          <Stack
            component="nav"
            aria-label={translate('landing.footer.links')}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1.5, sm: 3 }}
          >
            {LINKS.map((link) => (
              <Link
                key={link.to}
                component={RouterLink}
                to={link.to}
                color="inherit"
                underline="hover"
                sx={{ fontWeight: 500, color: 'common.white' }}
              >
                {translate(link.label)}
              </Link>
            ))}
          </Stack>
        </Stack>
        <Typography
          variant="caption"
          component="p"
          sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.12)', color: 'rgba(255,255,255,0.6)' }}
        >
          {translate('landing.footer.rights', {
            year: new Date().getFullYear(),
            controller: LANDING_COMPANY.controller,
          })}{' '}
          · {LANDING_COMPANY.address} · {translate('landing.footer.allRights')}
        </Typography>
      </Container>
    </Box>
  );
};
