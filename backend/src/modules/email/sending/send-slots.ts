/**
 * At most `size` tasks running at once in this process, the others waiting their turn in order: how
 * many campaign messages a worker has in flight, whichever of its jobs they belong to.
 *
 * Slots come free in groups (the outcomes of many sends are committed by one statement), yet the
 * waiting tasks start one per turn of the event loop: each starts by composing its message, and
 * twenty-five of those in a row would hold up the SMTP replies that keep the connections busy.
 */
export class SendSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private handingOver = false;

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size && !this.waiting.length) this.running += 1;
    else await new Promise<void>((turn) => this.waiting.push(turn));
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.handOver();
    }
  }

  /** Gives free slots to waiting tasks, one per turn of the event loop (after its I/O). */
  private handOver(): void {
    if (this.handingOver || !this.waiting.length || this.running >= this.size) return;
    this.handingOver = true;
    setImmediate(() => {
      this.handingOver = false;
      const next = this.waiting.shift();
      if (next && this.running < this.size) {
        this.running += 1;
        next();
      } else if (next) this.waiting.unshift(next);
      this.handOver();
    });
  }
}
