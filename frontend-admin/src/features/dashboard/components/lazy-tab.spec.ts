import { describe, expect, it, jest } from '@jest/globals';
import type { ComponentType } from 'react';
import { lazyTab } from './lazy-tab';

const EventsTab: ComponentType = () => null;

describe('lazyTab', () => {
  it('fetches the code once, however often it is preloaded, and then counts as loaded', async () => {
    const load = jest.fn(() => Promise.resolve<Record<string, ComponentType>>({ EventsTab }));
    const tab = lazyTab(load, 'EventsTab');
    expect(tab.loaded()).toBe(false);
    const [first, second] = await Promise.all([tab.preload(), tab.preload()]);
    expect(first).toBe(EventsTab);
    expect(second).toBe(EventsTab);
    expect(await tab.preload()).toBe(EventsTab);
    expect(load).toHaveBeenCalledTimes(1);
    expect(tab.loaded()).toBe(true);
  });

  it('tries again after a failed fetch', async () => {
    const load = jest
      .fn<() => Promise<Record<string, ComponentType>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ EventsTab });
    const tab = lazyTab(load, 'EventsTab');
    await expect(tab.preload()).rejects.toThrow('offline');
    expect(tab.loaded()).toBe(false);
    expect(await tab.preload()).toBe(EventsTab);
    expect(load).toHaveBeenCalledTimes(2);
    expect(tab.loaded()).toBe(true);
  });
});
