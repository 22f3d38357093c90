/**
 * Collects calls made within a few milliseconds and runs them as one batch, so that many concurrent
 * jobs share one database round trip instead of making one each. One batch runs at a time: calls made
 * while it runs go in the next one, which starts as soon as it is done if they have waited the window
 * already, so a slow database gets fewer, larger batches rather than more statements at once. Each
 * caller still gets its own result, and only after its batch (e.g. a committed write) has finished.
 */
export class MicroBatcher<I, O> {
  private pending: {
    item: I;
    at: number;
    resolve: (o: O) => void;
    reject: (e: unknown) => void;
  }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 500,
    /** How long the first call of a batch waits for others. */
    private readonly windowMs = 10,
  ) {}

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, at: Date.now(), resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || !this.pending.length) return;
    const wait =
      this.pending.length >= this.maxBatch ? 0 : this.pending[0].at + this.windowMs - Date.now();
    if (wait <= 0) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.flush();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.schedule();
      }, wait);
    }
  }

  private flush(): void {
    const batch = this.pending.splice(0, this.maxBatch);
    this.running = true;
    let done: Promise<O[]>;
    try {
      done = this.run(batch.map((b) => b.item));
    } catch (error) {
      done = Promise.reject(error);
    }
    void done
      .then(
        (results) => batch.forEach((b, i) => b.resolve(results[i])),
        (error: unknown) => batch.forEach((b) => b.reject(error)),
      )
      .finally(() => {
        this.running = false;
        this.schedule();
      });
  }
}
