// /privacy: the privacy policy (linked from the landing page's data controller notice and the registration form's
// consent). Public and readable when signed in too. Sections of locales/<lang>/landing.ts (landing.privacy); a
// line starting with "– " is an item of a list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import { Fragment } from 'react';
import { LinkBase, LocalesMenuButton, useTranslate } from 'react-admin';
import { controllerArgs } from './company.ts';
import { LandingFooter } from './LandingFooter.tsx';
import { LANDING_TYPOGRAPHY } from './typography.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { AppLogo } from '../../layout/AppLogo.tsx';

const SECTIONS = [
  'controller',
  'scope',
  'purposes',
  'recipients',
  'retention',
  'rights',
  'complaint',
  'voluntary',
  'storage',
];
const ITEM = '– ';

/** Paragraphs and lists of one section's text. */
const SectionText = ({ text }: { text: string }) => {
  const lines = text.split('\n').filter(Boolean);
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const list = line.startsWith(ITEM);
    const last = blocks[blocks.length - 1];
    if (last && last.list && list) last.lines.push(line.slice(ITEM.length));
    else blocks.push({ list, lines: [list ? line.slice(ITEM.length) : line] });
  }
  return (
    <>
      {blocks.map((block, index) =>
        block.list ? (
          <Box component="ul" key={index} sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
            {block.lines.map((line) => (
              <Typography component="li" key={line} sx={{ lineHeight: 1.65 }}>
                {line}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={index} sx={{ lineHeight: 1.7, mb: 1 }}>
            {block.lines[0]}
          </Typography>
        ),
      )}
    </>
  );
};

export const PrivacyPolicyPage = () => {
  const translate = useTranslate();
  useDocumentTitle(`${translate('landing.privacy.title')} – ${translate('app.title')}`);
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f5f8fc', ...LANDING_TYPOGRAPHY }}
    >
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 64, gap: 1 }}
        >
          <Box component={LinkBase} to="/register/landing" sx={{ color: '#0f1e33', display: 'flex', mr: 'auto' }}>
            <AppLogo height={34} />
          </Box>
          <LocalesMenuButton />
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 4, md: 6 }, flex: 1 }}>
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2.5, sm: 5 }, borderRadius: 3 }}>
          <Button
            component={LinkBase}
            to="/register/landing"
            startIcon={<ArrowBackIcon />}
            size="small"
            sx={{ mb: 2, ml: -1 }}
          >
            {translate('landing.privacy.back')}
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, fontWeight: 800, mb: 1 }}>
            {translate('landing.privacy.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('landing.privacy.updated')}
          </Typography>
          <Typography sx={{ lineHeight: 1.7, mb: 3 }}>{translate('landing.privacy.intro')}</Typography>
          {SECTIONS.map((section) => (
            <Fragment key={section}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mt: 3.5, mb: 1.25 }}>
                {translate(`landing.privacy.sections.${section}.title`)}
              </Typography>
              <SectionText text={translate(`landing.privacy.sections.${section}.text`, controllerArgs)} />
            </Fragment>
          ))}
        </Paper>
      </Container>
      <LandingFooter />
    </Box>
  );
};
