import type { DynamicModule, Type } from '@nestjs/common';

/** What a process runs: the HTTP API, the queue consumers, or both (`npm start`). */
export interface AppModuleOptions {
  /** Serve the HTTP API (controllers). */
  http: boolean;
  /** Run the queue consumers in this process. */
  workers: boolean;
}

const registered = new WeakMap<AppModuleOptions, Map<Type, DynamicModule>>();

/**
 * Nest 11 tells dynamic modules apart by object identity: a feature module registered both by the app and
 * by another feature that needs its services would become two modules and mount its controllers twice.
 * Every feature's `register(options)` goes through here, so one options object yields one module.
 */
export function registerOnce(
  module: Type,
  options: AppModuleOptions,
  build: () => DynamicModule,
): DynamicModule {
  let modules = registered.get(options);
  if (!modules) registered.set(options, (modules = new Map()));
  let dynamicModule = modules.get(module);
  if (!dynamicModule) modules.set(module, (dynamicModule = build()));
  return dynamicModule;
}
