// Standalone preview of this remote; in the product the shell renders HomePage. Mounts only where a
// page provides #root (the production build emits no HTML).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@ministry/frontend-kit';
import '@ministry/frontend-kit/styles/base.css';
import { HomePage } from './features/home/HomePage';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <HomePage />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
