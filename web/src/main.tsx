import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { preloadLoginPage } from '@/app/root-layout';
import { createAppRouter } from '@/app/router';
import { getToken } from '@/lib/api-client';
import './index.css';

if (!getToken()) preloadLoginPage();
const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
