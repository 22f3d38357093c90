import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, applyDocumentLanguage } from '@ministry/frontend-kit';
import { App } from './app/App';
import { bootLanguage } from './features/language/boot-language';
import { preparePrerenderedPage } from './features/remotes/prerendered-page';

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
// The server may have sent the page prerendered: it stays on show until the first screen renders.
preparePrerenderedPage();
const root = createRoot(container);
const { language, messages } = bootLanguage();
// The first render is in the page's language: its catalogue was asked for by the entry, beside this
// chunk. Should it fail twice, the code's English texts show.
void messages
  .catch(() => ({}))
  .then((catalogue) => {
    activateLanguage(language, catalogue);
    applyDocumentLanguage(language);
    // At transition priority React renders in slices, yielding to the browser between them, instead
    // of in one long task (DESIGN §6, total blocking time); the page is already painted, prerendered
    // or not.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
