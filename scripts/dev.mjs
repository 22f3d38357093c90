#!/usr/bin/env node
// npm run dev: everything in watch mode. The backend recompiles and restarts on change; each frontend
// rebuilds into its dist/, which the backend serves, so a reload shows the change.
import { spawn } from 'node:child_process';
import { buildAll, nxEnv, root } from './nx-env.mjs';

if (!buildAll()) process.exit(1);

const children = [
  ['npm', ['run', 'dev', '-w', '@ministry/backend']],
  [
    process.execPath,
    ['--watch-path=backend/dist', '--watch-preserve-output', 'backend/dist/main.js'],
  ],
  ...['shell', 'public', 'community', 'admin'].map((name) => [
    'npm',
    ['run', 'dev', '-w', `@ministry/frontend-${name}`],
  ]),
].map(([command, args]) =>
  spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...nxEnv, NODE_ENV: 'development' } }),
);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
