// The page of a route the user may not open: says so (or, when an administrator took the access away while the page
// was open, that it no longer has it), whom to ask, and the way to the start page. The shell and its menu stay.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { ROOT_PATH } from '../paths.ts';

export const AccessDeniedPage = ({ revoked = false }: { revoked?: boolean }) => {
  const translate = useTranslate();
  const title = translate(revoked ? 'session.accessDenied.revokedTitle' : 'session.accessDenied.title');
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Card sx={{ maxWidth: 640 }} role="alert">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <LockOutlinedIcon color="warning" fontSize="large" aria-hidden />
            <Stack spacing={1}>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              <Typography>
                {translate(revoked ? 'session.accessDenied.revokedText' : 'session.accessDenied.text')}
              </Typography>
              <Typography color="text.secondary">{translate('session.accessDenied.ask')}</Typography>
              <Box>
                <Button component={Link} to={ROOT_PATH} variant="contained" sx={{ mt: 1 }}>
                  {translate('session.accessDenied.home')}
                </Button>
              </Box>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
