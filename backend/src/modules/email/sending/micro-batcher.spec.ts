import { MicroBatcher } from './micro-batcher';

describe('MicroBatcher', () => {
  it('runs the calls of one window as one batch, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, number>(
      async (items) => {
        batches.push(items);
        return items.map((n) => n * 2);
      },
      500,
      5,
    );
    // The clock is the test's: on a starved machine the real one can pass the window between two
    // calls made one after the other.
    jest.useFakeTimers();
    try {
      const results = Promise.all([1, 2, 3].map((n) => batcher.call(n)));
      await jest.advanceTimersByTimeAsync(5);
      expect(await results).toEqual([2, 4, 6]);
    } finally {
      jest.useRealTimers();
    }
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs one batch at a time: calls made meanwhile go together in the next', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const batcher = new MicroBatcher<number, void>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await first;
        return items.map(() => undefined);
      },
      500,
      1,
    );
    const a = batcher.call(1);
    await new Promise((r) => setTimeout(r, 10));
    const rest = [2, 3, 4].map((n) => batcher.call(n));
    await new Promise((r) => setTimeout(r, 10));
    expect(batches).toEqual([[1]]);
    release();
    await Promise.all([a, ...rest]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('starts a full batch at once, and rejects every caller of a batch that fails', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher<number, void>(
      async (items) => {
        batches.push(items);
        throw new Error('database down');
      },
      2,
      60_000,
    );
    const calls = [1, 2].map((n) => batcher.call(n));
    for (const call of calls) await expect(call).rejects.toThrow('database down');
    expect(batches).toEqual([[1, 2]]);
  });
});
