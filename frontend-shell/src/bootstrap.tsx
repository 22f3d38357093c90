import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ensureRemotesRegistered } from './features/remotes/remote-registry';
import './styles/global.css';

// Start fetching /remotes.json while React renders the frame; a failure is retried per route.
ensureRemotesRegistered().catch(() => undefined);

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
