import { splitLanguagePath } from '@ministry/frontend-kit/src/i18n/languages';
import { checkSessionEarly } from './features/auth/early-session';
import { startBootLanguage } from './features/language/boot-language';
import {
  ensureRemotesRegistered,
  preloadScreen,
  screenAt,
} from './features/remotes/remote-registry';
// In the entry, so the page links the styles in its head: a prerendered first screen paints styled.
import './styles/global.css';

// What every first screen waits for, asked before the app's own chunks arrive: where the remotes are,
// the page's language and its catalogue, and, on a signed-in-only screen, who is signed in; a failure
// is retried when the route renders.
ensureRemotesRegistered().catch(() => undefined);
// The address may move to the language's prefix here, before the router reads it.
startBootLanguage();
const screen = screenAt(splitLanguagePath(window.location.pathname).rest);
if (screen?.signedInOnly) {
  // Its files come once someone is known to be signed in: a signed-out visitor goes to the login
  // page instead, and would leave them unused (the browser warns about each preloaded file not
  // used).
  void checkSessionEarly().then((user) => user && preloadScreen(screen));
} else if (screen) preloadScreen(screen);

import('./bootstrap');
