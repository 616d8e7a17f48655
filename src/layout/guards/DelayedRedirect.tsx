// Leaves a restricted area after UNAUTHORIZED_REDIRECT_DELAY_MS (300 ms).
import { useEffect } from 'react';
import { useNavigate } from 'react-admin';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '../../domain/constants.ts';

export const DelayedRedirect = ({ to, delayMs = UNAUTHORIZED_REDIRECT_DELAY_MS }: { to: string; delayMs?: number }) => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return null;
};
