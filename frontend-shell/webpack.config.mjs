import path from 'node:path';
import { createFederatedConfig } from '../libs/frontend-kit/webpack/federated-config.mjs';

export default (_env, argv) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'ministry_shell',
      role: 'host',
      runtimeOptimization: { target: 'web' },
      runtimePlugins: [
        // First: the remotes' federation runtime (they bundle none) is on the page before any loads.
        path.join(import.meta.dirname, 'src/features/remotes/runtime/provide-runtime-plugin.ts'),
        path.join(import.meta.dirname, 'src/features/remotes/runtime/retry-plugin.ts'),
      ],
    },
    argv,
  );
