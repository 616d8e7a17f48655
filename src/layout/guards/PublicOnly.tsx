// Public routes (/login, /register, /register/landing, /pin) redirect to the root when already logged in.
import { useEffect, useState, type ReactNode } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { ROOT_PATH } from '../paths.ts';

export const PublicOnly = ({ children }: { children: ReactNode }) => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [anonymous, setAnonymous] = useState(false);

  useEffect(() => {
    let active = true;
    checkAuth({}, false)
      .then(() => {
        if (active) navigate(ROOT_PATH, { replace: true });
      })
      .catch(() => {
        if (active) setAnonymous(true);
      });
    return () => {
      active = false;
    };
  }, [checkAuth, navigate]);

  return anonymous ? <>{children}</> : null;
};
