import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadFirstScreen, SessionGate } from '@/app/session-gate';
import { prepareClassMerging } from '@/lib/utils';
import './index.css';

preloadFirstScreen();
prepareClassMerging();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

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
