// /companies/create: no company is created in the back office, companies register themselves. The page says so and
// gives the registration form's absolute address (this console's origin + /register) to send them, with a copy button
// and a link that opens it in a new tab; then what follows (the company appears in the list as pending, is activated
// once its contract is generated).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardContent, Link, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BackLink } from '../../layout/RecordPage.tsx';
import { useCopy } from '../../layout/useCopy.ts';
import { COMPANY_LIST_PATH, REGISTRATION_PATH } from './paths.ts';

/** The registration form's address as a company reaches it: this console's own origin. */
export const registrationUrl = (): string => new URL(REGISTRATION_PATH, window.location.origin).toString();

export const CompanyRegistrationInfo = () => {
  const translate = useTranslate();
  const copy = useCopy();
  const url = registrationUrl();
  const title = translate('companies.create.title');
  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 760 }}>
      <Title title={title} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box>
          <BackLink to={COMPANY_LIST_PATH} label={translate('companies.detail.backToList')} />
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Stack>
      <Card variant="outlined" component="section" aria-label={translate('companies.create.linkTitle')}>
        <CardContent>
          <Stack spacing={2}>
            <Typography>{translate('companies.create.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                label={translate('companies.create.linkTitle')}
                value={url}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy(url)}
                sx={{ flexShrink: 0 }}
              >
                {translate('companies.create.copy')}
              </Button>
            </Stack>
            <Box>
              <Link
                href={url}
                target="_blank"
                rel="noopener"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {translate('companies.create.open')}
                <OpenInNewIcon fontSize="inherit" aria-hidden />
              </Link>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('companies.create.next')}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
