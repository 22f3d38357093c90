import { lazy, type ComponentType } from 'react';

/** A tab whose code is its own chunk (DESIGN §6): the component, and a way to fetch its code early. */
export interface LazyTab {
  Component: ComponentType;
  /** Fetches the tab's code (once); a failed fetch is tried again by the next call. */
  preload: () => Promise<ComponentType>;
  /** Whether the tab's code is here: the tab then renders without suspending. */
  loaded: () => boolean;
}

/**
 * A tab fetched the first time it is opened, or earlier by `preload` (the dashboard preloads the
 * open tab while it waits for the settings). Once its code is here the tab renders at once, without
 * suspending: React keeps a Suspense fallback it has revealed on screen for at least 300 ms, which
 * held the first rows of a tab opened by its address back by that much.
 */
export function lazyTab(load: () => Promise<Record<string, ComponentType>>, name: string): LazyTab {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Deferred = lazy(async () => ({ default: await preload() }));
  function Tab() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Deferred />;
  }
  return { Component: Tab, preload, loaded: () => loaded !== undefined };
}
