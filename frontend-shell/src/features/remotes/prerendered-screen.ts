/**
 * A screen the server sent prerendered inside #root (libs/frontend-kit/webpack/prerender.mjs): its
 * markup is kept before React renders over it, and shown as that screen's loading state, so the page
 * looks the same from the first paint until the remote's own render replaces it.
 */
export const PRERENDERED_SCREEN_ATTRIBUTE = 'data-prerendered-screen';
/** Placeholders in the shell's prerendered frame, replaced by the server. */
export const PRERENDER_SCREEN_NAME = '__PRERENDER_SCREEN_NAME__';
export const PRERENDER_SCREEN_HTML = '__PRERENDER_SCREEN_HTML__';

let captured: { module: string; html: string } | undefined;

/** Keeps the prerendered screen's markup; call before React renders into #root. */
export function capturePrerenderedScreen(root: ParentNode = document): void {
  const element = root.querySelector<HTMLElement>(`[${PRERENDERED_SCREEN_ATTRIBUTE}]`);
  const module = element?.getAttribute(PRERENDERED_SCREEN_ATTRIBUTE);
  if (element && module) captured = { module, html: element.innerHTML };
}

/** The prerendered markup of this exposed module, if the page arrived with it. */
export function prerenderedScreen(module: string): string | undefined {
  return captured?.module === module ? captured.html : undefined;
}
