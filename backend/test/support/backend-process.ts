import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The built backend: the tests that run real processes start what `npm start` and the worker run. */
export const BACKEND_DIST = join(__dirname, '..', '..', 'dist');

export type BackendEntry = 'main.js' | 'worker.js';

const OUTPUT_KEPT = 20_000;

/** Children still running when the test process exits (a crash, a forced exit) are killed with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * One process of the built backend (`dist/main.js` or `dist/worker.js`), with the environment given on
 * top of a test default. Its output is kept (the tail) for failure messages, and echoed when asked.
 */
export class BackendProcess {
  readonly child: ChildProcess;
  private output = '';
  private readonly exit: Promise<void>;

  constructor(
    readonly name: string,
    entry: BackendEntry,
    env: Record<string, string | undefined>,
    echo: boolean,
  ) {
    const script = join(BACKEND_DIST, entry);
    if (!existsSync(script)) {
      throw new Error(
        `${script} is missing: build the backend first (npm run build -w @ministry/backend)`,
      );
    }
    const merged: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_FRONTENDS: 'false',
      ...env,
    };
    this.child = spawn(process.execPath, [script], {
      env: Object.fromEntries(
        Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined),
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(this.child);
    this.exit = new Promise((resolve) =>
      this.child.once('exit', () => {
        running.delete(this.child);
        resolve();
      }),
    );
    for (const [stream, target] of [
      [this.child.stdout, process.stdout],
      [this.child.stderr, process.stderr],
    ] as const) {
      stream?.on('data', (chunk: Buffer) => {
        this.output = (this.output + chunk.toString()).slice(-OUTPUT_KEPT);
        if (echo) target.write(chunk);
      });
    }
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What it printed last, for failure messages. */
  tail(chars = 3000): string {
    return this.output.slice(-chars);
  }

  /**
   * Waits until its output matches; fails at once if it exits first. The wait is long: four processes
   * starting at once on a busy two-core machine have taken over 30 s, and a process that cannot start
   * exits, which fails at once anyway.
   */
  async waitForOutput(pattern: RegExp, timeoutMs = 90000): Promise<void> {
    await this.until(() => pattern.test(this.output), timeoutMs, `output ${pattern}`);
  }

  /** Polls `ready` (an async check) until it is true; fails at once if the process exits first. */
  async until(
    ready: () => boolean | Promise<boolean>,
    timeoutMs: number,
    what: string,
  ): Promise<void> {
    const start = Date.now();
    for (;;) {
      if (await ready()) return;
      if (!this.running) {
        throw new Error(
          `${this.name} exited (${this.child.exitCode ?? this.child.signalCode}) before ${what}:\n${this.tail()}`,
        );
      }
      if (Date.now() - start > timeoutMs) {
        throw new Error(`${this.name}: timed out waiting for ${what}:\n${this.tail()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Kills it at once (as a crash would) and waits until it is gone. */
  async kill(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.exit;
  }

  /** SIGTERM (queues and connections closed cleanly), then SIGKILL after `graceMs`. */
  async stop(graceMs = 10000): Promise<void> {
    if (!this.running) return this.exit;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.exit;
    clearTimeout(timer);
  }
}

export function startBackend(
  entry: BackendEntry,
  env: Record<string, string | undefined>,
  options: { name?: string; echo?: boolean } = {},
): BackendProcess {
  return new BackendProcess(options.name ?? entry, entry, env, options.echo ?? false);
}

/** An API process (`dist/main.js`) that answers `/api/health` with 200 and `status: ok`. */
export async function waitForHealth(
  api: BackendProcess,
  baseUrl: string,
  timeoutMs = 45000,
): Promise<void> {
  await api.until(
    async () => {
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        return res.ok && ((await res.json()) as { status?: string }).status === 'ok';
      } catch {
        return false;
      }
    },
    timeoutMs,
    `${baseUrl}/api/health`,
  );
}

/** A TCP port free on 127.0.0.1 right now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
