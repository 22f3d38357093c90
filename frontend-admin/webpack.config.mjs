import path from 'node:path';
import { createFederatedConfig } from '../libs/frontend-kit/webpack/federated-config.mjs';

// antd is deliberately not shared: only this remote uses it, and a shared module cannot be
// tree-shaken, so it stays a plain dependency split into this remote's own chunks.
export default (_env, argv) => {
  const config = createFederatedConfig(
    {
      dir: import.meta.dirname,
      name: 'ministry_admin',
      role: 'remote',
      exposes: {
        './AdminLoginPage': './src/features/login/AdminLoginPage.tsx',
        './AdminDashboardPage': './src/features/dashboard/AdminDashboardPage.tsx',
        './AdminInvitePage': './src/features/account-links/AdminInvitePage.tsx',
        './AdminResetPasswordPage': './src/features/account-links/AdminResetPasswordPage.tsx',
      },
      // A remote that loads no remotes of its own needs neither remote loading nor manifest
      // snapshots in its runtime: a smaller remoteEntry.js to parse and run before its first
      // screen.
      runtimeOptimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
      buildFiles: [path.join(import.meta.dirname, 'webpack', 'antd-css-loader.cjs')],
    },
    argv,
  );
  // antd's prebuilt stylesheet, trimmed to antd's own elements (see the loader), instead of styles
  // generated at run time by every component's first render (docs/architecture.md, "antd's
  // styles").
  config.module.rules.push({
    test: /[\\/]antd[\\/]dist[\\/]antd\.css$/,
    use: [path.join(import.meta.dirname, 'webpack', 'antd-css-loader.cjs')],
  });
  return config;
};
