/**
 * Collects calls made within a few milliseconds and runs them as one batch, so that many concurrent
 * jobs share one database round trip instead of making one each. Each caller still gets its own
 * result, and only after the batch (e.g. a committed write) has finished.
 */
export class MicroBatcher<I, O> {
  private pending: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly maxBatch = 500,
    /** How long the first call of a batch waits for others. */
    private readonly windowMs = 10,
  ) {}

  call(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => this.flush(), this.windowMs);
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    if (!batch.length) return;
    this.pending = [];
    this.run(batch.map((b) => b.item)).then(
      (results) => batch.forEach((b, i) => b.resolve(results[i])),
      (error: unknown) => batch.forEach((b) => b.reject(error)),
    );
  }
}
