import type { Response } from 'express';

/**
 * Runs a route's work and says in `Server-Timing` how long it took (`app;dur=<ms>`), as the public
 * reads and the rendered pages do: the benchmarks read the server's own time from it. Counted from
 * the handler's start (after the guards) to its answer or its error.
 */
export async function timed<T>(res: Response, work: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  try {
    return await work();
  } finally {
    const millis = Number(process.hrtime.bigint() - started) / 1e6;
    if (!res.headersSent) res.setHeader('Server-Timing', `app;dur=${millis.toFixed(2)}`);
  }
}
