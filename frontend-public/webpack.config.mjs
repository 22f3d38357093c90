import { createFederatedConfig } from '../libs/frontend-kit/webpack/federated-config.mjs';

export default (_env, argv) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'ministry_public',
      role: 'remote',
      exposes: { './HomePage': './src/features/home/HomePage.tsx' },
    },
    argv,
  );
