/** Nx runs without its daemon and never talks to Nx Cloud, locally and in CI alike. */
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
