// The console's entry. zod is not in the first load: the schema modules come with the pages that use them, each
// setting zod's jitless mode first through domain/text.ts (see domain/zodConfig.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAppProviders } from './appProviders.ts';
import { AppRouter } from './layout/AppRouter.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void createAppProviders().then((providers) => {
  createRoot(container).render(
    <StrictMode>
      <AppRouter>
        <App providers={providers} />
      </AppRouter>
    </StrictMode>,
  );
});
