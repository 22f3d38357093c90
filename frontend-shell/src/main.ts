import { preloadRemoteModule } from './features/remotes/remote-registry';

// The home page is the first screen of most visits: fetch its remote alongside React (DESIGN §6).
if (window.location.pathname === '/') preloadRemoteModule('public', 'HomePage');

import('./bootstrap');
