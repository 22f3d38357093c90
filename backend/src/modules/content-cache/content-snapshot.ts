import type { ContentChangesService, ContentTopic } from './content-changes.service';

/** A safety net only: an announced change drops the snapshot at once. */
const MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Something read from the database and held in memory by every API process (search statistics,
 * suggestions): read on first use, dropped when its topic changes in any process
 * (ContentChangesService), read again in the background once older than 10 minutes as a safety net,
 * and never kept when the read failed. Create it in a constructor, where subscribing is allowed.
 */
export class ContentSnapshot<T> {
  private current: Promise<T> | undefined;
  /** Counts announced changes: a background read started before the last one is not kept. */
  private generation = 0;
  private readAt = 0;
  private rereading = false;

  constructor(
    changes: ContentChangesService,
    topic: ContentTopic | readonly ContentTopic[],
    private readonly read: () => Promise<T>,
  ) {
    const watched: readonly ContentTopic[] = typeof topic === 'string' ? [topic] : topic;
    changes.onChange((topics) => {
      if (!topics.some((changed) => watched.includes(changed))) return;
      this.generation += 1;
      this.current = undefined;
    });
  }

  get(): Promise<T> {
    if (!this.current) {
      const current = this.start();
      current.catch(() => {
        if (this.current === current) this.current = undefined;
      });
      this.current = current;
    } else if (!this.rereading && Date.now() - this.readAt > MAX_AGE_MS) {
      // Read again in the background; the snapshot in hand answers meanwhile.
      this.rereading = true;
      const generation = this.generation;
      const next = this.start();
      next
        .then(
          () => {
            if (this.generation === generation && this.current) this.current = next;
          },
          () => undefined,
        )
        .finally(() => (this.rereading = false));
    }
    return this.current;
  }

  private start(): Promise<T> {
    this.readAt = Date.now();
    return this.read();
  }
}

/**
 * A ContentSnapshot per key (say, the count of each filter of a list): a key is read on its first
 * use, every key is dropped when one of the topics changes in any process, a key older than 10
 * minutes is read again, a failed read is never kept, and at most `max` keys are held (past that,
 * they start over).
 */
export class KeyedContentSnapshot<T> {
  private readonly held = new Map<string, { value: Promise<T>; readAt: number }>();

  constructor(
    changes: ContentChangesService,
    topics: readonly ContentTopic[],
    private readonly max = 1000,
  ) {
    changes.onChange((changed) => {
      if (changed.some((topic) => topics.includes(topic))) this.held.clear();
    });
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    const held = this.held.get(key);
    if (held && Date.now() - held.readAt <= MAX_AGE_MS) return held.value;
    if (!held && this.held.size >= this.max) this.held.clear();
    const entry = { value: read(), readAt: Date.now() };
    this.held.set(key, entry);
    entry.value.catch(() => {
      if (this.held.get(key) === entry) this.held.delete(key);
    });
    return entry.value;
  }
}
