import { preloadScreenAt } from './features/remotes/remote-registry';
// In the entry, so the page links the styles in its head: a prerendered first screen paints styled.
import './styles/global.css';

preloadScreenAt(window.location.pathname);

import('./bootstrap');
