/**
 * The server may send a page prerendered (libs/frontend-kit/webpack/prerender.mjs,
 * backend/src/common/http/prerendered-pages.ts): a picture of the frame with the first screen in it,
 * beside an empty, hidden #root. The app renders into #root out of sight and, once the screen has
 * rendered (or failed), takes the picture's place in one step: one layout, nothing moves.
 */
const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';
/** Where the shell's prerendered frame holds the screen: the server puts the screen's markup there. */
export const PRERENDER_SCREEN_SLOT = '__PRERENDER_SCREEN_HTML__';

/** However long the screen takes, the app shows itself after this long. */
const REVEAL_AT_THE_LATEST_MS = 15_000;

let revealed = false;

/** Shows the app in place of the prerendered page (if there is one); later calls do nothing. */
export function revealApp(): void {
  if (revealed) return;
  revealed = true;
  document.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`)?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/** Call before rendering into #root: without a prerendered page the app shows as it renders. */
export function preparePrerenderedPage(): void {
  if (document.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`)) {
    window.setTimeout(revealApp, REVEAL_AT_THE_LATEST_MS);
  } else {
    revealApp();
  }
}
