import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preparePrerenderedPage } from './features/remotes/prerendered-page';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
// The server may have sent the page prerendered: it stays on show until the first screen renders.
preparePrerenderedPage();
const root = createRoot(container);
// At transition priority React renders in slices, yielding to the browser between them, instead of in
// one long task (DESIGN §6, total blocking time); the page is already painted, prerendered or not.
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
