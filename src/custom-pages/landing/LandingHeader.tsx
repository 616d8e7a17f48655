// The landing page's top bar: the brand, the language menu, the call to action from the tablet width up, sign-in from
// the laptop width up and links to the page's sections on wide screens (phones have the rest in the hero and footer).
import { AppBar, Box, Button, Container, Stack, Toolbar } from '@mui/material';
import { LinkBase, LocalesMenuButton, useTranslate } from 'react-admin';
import { AppLogo } from '../../layout/AppLogo.tsx';
import { SECTION_IDS } from './company.ts';
import { scrollToSection } from './scrollToSection.ts';
import { REGISTRATION_PATH } from '../register/paths.ts';
import { LANDING_PATH } from './paths.ts';

const NAV = [
  { id: SECTION_IDS.benefits, label: 'landing.nav.benefits' },
  { id: SECTION_IDS.howItWorks, label: 'landing.nav.howItWorks' },
  { id: SECTION_IDS.clients, label: 'landing.nav.clients' },
] as const;

export const LandingHeader = ({ onBookDemo }: { onBookDemo(): void }) => {
  const translate = useTranslate();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg" disableGutters sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 } }}>
          <Box
            component={LinkBase}
            to={LANDING_PATH}
            sx={{ color: '#0f1e33', display: 'flex', mr: 'auto', minWidth: 0 }}
          >
            <AppLogo height={34} />
          </Box>
          <Stack
            component="nav"
            aria-label={translate('landing.nav.label')}
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', lg: 'flex' }, mr: 1 }}
          >
            {NAV.map((item) => (
              <Button
                key={item.id}
                color="inherit"
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  scrollToSection(item.id);
                }}
              >
                {translate(item.label)}
              </Button>
            ))}
          </Stack>
          <LocalesMenuButton />
          <Button component={LinkBase} to="/login" color="inherit" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {translate('landing.nav.signIn')}
          </Button>
          <Button
            component={LinkBase}
            to={REGISTRATION_PATH}
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {translate('landing.nav.signUp')}
          </Button>
          <Button
            variant="contained"
            disableElevation
            onClick={onBookDemo}
            sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {translate('landing.nav.bookDemo')}
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
};
