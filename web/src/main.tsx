import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadFirstScreen, SessionGate } from '@/app/session-gate';
import { firstPagePersonLanguage } from '@/lib/first-answers';
import { loadLanguage, pageLanguage } from '@/lib/i18n';
import './index.css';

preloadFirstScreen();
const firstLanguage = firstPagePersonLanguage() ?? pageLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The texts of the person's language (the page's, signed out) before the first render: a few KB, fetched beside
// the first screen's code.
await loadLanguage(firstLanguage, ['auth']);
const root = createRoot(container);
// A transition, so React renders the first screen in slices that leave the main thread free in between.
startTransition(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <SessionGate />
      </AppProviders>
    </StrictMode>,
  ),
);
