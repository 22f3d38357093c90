import { preloadScreenAt } from './features/remotes/remote-registry';

preloadScreenAt(window.location.pathname);

import('./bootstrap');
