// /register: the registration form for new client companies (public; a signed-in user goes to the root).
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export const RegisterPage = () => {
  const translate = useTranslate();
  return (
    <PublicOnly>
      <CenteredPage titleKey="register.title" maxWidth={480}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('register.intro')}
        </Typography>
        <RegisterForm />
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          {translate('register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {translate('register.signIn')}
          </Link>
        </Typography>
      </CenteredPage>
    </PublicOnly>
  );
};
