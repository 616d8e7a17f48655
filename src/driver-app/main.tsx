// The driver app's entry (driver/index.html): a second input of the same Vite build with its own chunk graph, so a
// phone downloads the app and never the console.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DriverApp } from './DriverApp.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DriverApp />
  </StrictMode>,
);

// The offline shell (scripts/vite/driverServiceWorker.ts writes it into the build; there is none in development).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/driver/sw.js', { scope: '/driver/' }));
}
