// /login: one page for operators and client users (who use their e-mail as login).
import { PublicOnly } from '../../layout/guards/PublicOnly.tsx';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { LoginForm } from './LoginForm.tsx';

export const LoginPage = () => (
  <PublicOnly>
    <CenteredPage titleKey="auth.title">
      <LoginForm />
    </CenteredPage>
  </PublicOnly>
);
