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
      },
    },
    argv,
  );
