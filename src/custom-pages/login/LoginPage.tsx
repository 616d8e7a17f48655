// /login: one page for operators and client users (who use their e-mail as login).
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { LoginForm } from './LoginForm.tsx';

export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <PublicOnly>
      <CenteredPage titleKey="auth.title">
        <LoginForm />
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {translate('register.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {translate('register.createAccount')}
          </Link>
        </Typography>
      </CenteredPage>
    </PublicOnly>
  );
};
