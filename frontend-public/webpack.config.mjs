import { createFederatedConfig } from '../libs/frontend-kit/webpack/federated-config.mjs';
import { imageRule } from '../libs/frontend-kit/webpack/rules.mjs';

export default (_env, argv) => {
  const config = createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'ministry_public',
      role: 'remote',
      exposes: {
        './HomePage': './src/features/home/HomePage.tsx',
        './GivePage': './src/features/give/GivePage.tsx',
        './GiveThanksPage': './src/features/give/GiveThanksPage.tsx',
        // The teaching library's pages, each its own chunk.
        './TeachingsPage': './src/features/teachings/components/TeachingsPage.tsx',
        './TeachingPage': './src/features/teachings/components/TeachingPage.tsx',
        './TeachingSeriesPage': './src/features/teachings/components/TeachingSeriesPage.tsx',
        './TeachingSpeakerPage': './src/features/teachings/components/TeachingSpeakerPage.tsx',
      },
      // The home page's JavaScript budget (DESIGN §6): this remote loads no remotes of its own.
      runtimeOptimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
    },
    argv,
  );
  // Images (the About video's poster) are emitted as hashed files next to the remote's chunks.
  config.module.rules.push(imageRule());
  return config;
};
