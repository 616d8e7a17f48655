// Toasts stay 5000 ms (spec orders §9).
import { Notification } from 'react-admin';
import { TOAST_MS } from '../domain/constants.ts';

export const AppNotification = () => <Notification autoHideDuration={TOAST_MS} />;
