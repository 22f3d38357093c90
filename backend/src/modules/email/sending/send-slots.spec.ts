import { SendSlots } from './send-slots';

/** A task that runs until `finish` is called. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}
const turns = (n = 5) =>
  (async () => {
    for (let i = 0; i < n; i += 1) await new Promise((r) => setImmediate(r));
  })();

describe('SendSlots', () => {
  it('runs at most `size` tasks at once, the others in the order they came', async () => {
    const slots = new SendSlots(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = [a, b, c, d].map((t) => slots.run(t.run));
    await turns();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await turns();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    a.finish();
    c.finish();
    d.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect(log.filter((l) => l.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
    ]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new SendSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(slots.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('starts the tasks of slots freed together one per turn of the event loop', async () => {
    const slots = new SendSlots(3);
    const log: string[] = [];
    const first = ['a', 'b', 'c'].map((name) => task(log, name));
    const waiting = ['d', 'e', 'f'].map((name) => task(log, name));
    const all = [...first, ...waiting].map((t) => slots.run(t.run));
    await turns();
    first.forEach((t) => t.finish());
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    // One turn after the three ended, only the first waiting task has started.
    expect(log.filter((l) => ['start d', 'start e', 'start f'].includes(l))).toEqual(['start d']);
    waiting.forEach((t) => t.finish());
    await Promise.all(all);
    expect(log.filter((l) => l.startsWith('start'))).toHaveLength(6);
  });
});
