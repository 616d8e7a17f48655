// Leaves a restricted area after UNAUTHORIZED_REDIRECT_DELAY_MS (300 ms).
import { useEffect } from 'react';
import { useNavigate } from 'react-admin';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '../../../domain/constants.ts';

export const DelayedRedirect = ({
  to,
  delayMs = UNAUTHORIZED_REDIRECT_DELAY_MS,
  state,
}: {
  to: string;
  delayMs?: number;
  /** The navigation's state (e.g. START_NAVIGATION: still on the way to the start page). */
  state?: unknown;
}) => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(to, { replace: true, state }), delayMs);
    return () => clearTimeout(timer);
  }, [navigate, to, delayMs, state]);
  return null;
};
