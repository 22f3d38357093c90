import { createFederatedConfig } from '../libs/frontend-kit/webpack/federated-config.mjs';

export default (_env, argv) =>
  createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'ministry_community',
      role: 'remote',
      exposes: {
        './CommunityPage': './src/features/community/CommunityPage.tsx',
        './SignupPage': './src/features/signup/SignupPage.tsx',
        './RegistrationManagePage': './src/features/registrations/RegistrationManagePage.tsx',
      },
      // A remote that loads no remotes of its own needs neither remote loading nor manifest
      // snapshots in its runtime: a smaller remoteEntry.js to parse and run before its first
      // screen.
      runtimeOptimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
    },
    argv,
  );
