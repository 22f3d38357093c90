import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * The remotes are built without a federation runtime of their own (`externalRuntime` in
 * libs/frontend-kit/webpack/federated-config.mjs): each took about 17 KB gzip and 100-400 ms of a
 * phone's main thread to parse and start a second copy. They read the shell's from
 * `_FEDERATION_RUNTIME_CORE`, set here before the shell loads any remote entry. The library's own
 * provider (`provideExternalRuntime`) hands over the whole module, which keeps every export in the
 * shell's bundle (twice its size); these are the names the remotes' bundler runtime uses.
 */
const RUNTIME_FOR_REMOTES = {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

export function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ministry-provide-runtime',
    beforeInit(args) {
      (CurrentGlobal as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE =
        RUNTIME_FOR_REMOTES;
      return args;
    },
  };
}

export default provideRuntimePlugin;
