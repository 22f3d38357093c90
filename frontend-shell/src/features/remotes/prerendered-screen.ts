/**
 * The server may send a page prerendered (libs/frontend-kit/webpack/prerender.mjs,
 * backend/src/common/http/prerendered-pages.ts): a picture of the frame with the first screen in it,
 * beside an empty, hidden #root. The app renders into #root out of sight and, once the screen has
 * rendered (or failed), takes the picture's place in one step: one layout, nothing moves.
 */
export const PRERENDERED_SCREEN_ATTRIBUTE = 'data-prerendered-screen';
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';
/** Placeholders in the shell's prerendered frame, replaced by the server. */
export const PRERENDER_SCREEN_NAME = '__PRERENDER_SCREEN_NAME__';
export const PRERENDER_SCREEN_HTML = '__PRERENDER_SCREEN_HTML__';

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

/** Call before rendering into #root: whether the app should render out of sight first. */
export function preparePrerenderedPage(): boolean {
  if (!document.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`)) {
    revealApp();
    return false;
  }
  window.setTimeout(revealApp, REVEAL_AT_THE_LATEST_MS);
  return true;
}
