#!/usr/bin/env node
// npm start: build whatever is not built yet, then serve the API, the shell and the three remotes from one
// process on PORT (default 3000).
import { join } from 'node:path';
import { buildAll, root } from './nx-env.mjs';

if (!buildAll()) process.exit(1);
process.chdir(root);
await import(join(root, 'backend', 'dist', 'main.js'));
