// Standalone preview of this remote; in the product the shell renders its pages. Mounts only where a
// page provides #root (the production build emits no HTML).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@ministry/frontend-kit';
import '@ministry/frontend-kit/styles/base.css';
import { CommunityPage } from './features/community/CommunityPage';
import { SignupPage } from './features/signup/SignupPage';

const container = document.getElementById('root');
if (container) {
  const Page = window.location.pathname.endsWith('/signup') ? SignupPage : CommunityPage;
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Page />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
