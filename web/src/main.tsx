import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { preloadFirstScreen, SessionGate } from '@/app/session-gate';
import './index.css';

preloadFirstScreen();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <SessionGate />
    </AppProviders>
  </StrictMode>,
);
