import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { PublicReadRegistry } from '../common/http/public-reads';
import { QUEUES } from '../queue/queues';
import { DatabaseProbe } from '../health/database-probe.repository';
const JOB_STATES = ['waiting', 'active', 'failed', 'completed', 'delayed'] as const;

/**
 * Prometheus metrics of this process, on a registry of its own (several apps may share a test
 * process). Queue depths and pool stats are read when scraped, so requests pay only for one histogram
 * observation; features add their own gauges to `registry` (the e-mail module's campaign progress).
 */
@Injectable()
export class MetricsService implements OnApplicationShutdown {
  private readonly logger = new Logger(MetricsService.name);
  readonly registry = new Registry();
  private server: Server | undefined;

  private readonly requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly mailSent = new Counter({
    name: 'ministry_mail_sent_total',
    help: 'Messages handed to the SMTP relay (or written to the outbox) by this process',
    registers: [this.registry],
  });
  readonly mailFailed = new Counter({
    name: 'ministry_mail_failed_total',
    help: 'Messages the SMTP relay refused or that could not be handed over, by this process',
    registers: [this.registry],
  });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    database: DatabaseProbe,
    private readonly moduleRef: ModuleRef,
    private readonly publicReads: PublicReadRegistry,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const queues = () => QUEUES.map((name) => this.queue(name)).filter((q): q is Queue => !!q);
    new Gauge({
      name: 'ministry_queue_jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(
          queues().map(async (queue) => {
            const counts = await queue.getJobCounts(...JOB_STATES);
            for (const state of JOB_STATES)
              this.set({ queue: queue.name, state }, counts[state] ?? 0);
          }),
        );
      },
    });
    new Gauge({
      name: 'ministry_db_pool_connections',
      help: 'Database pool connections of this process: total, idle, and requests waiting',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, idle, waiting } = database.poolCounts();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  /** A queue this process registered (the content and e-mail queues come with their modules). */
  private queue(name: string): Queue | undefined {
    try {
      return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    } catch {
      return undefined;
    }
  }

  /**
   * Observes a public read answered from storage, before any other middleware (and so before
   * `requestTimer`): under its path, as routeLabel would name it, at the cost of one observation.
   */
  readonly observeStoredAnswer = (req: Request, status: number, startedNs: bigint): void => {
    this.requestDuration.observe(
      { method: req.method, route: storedRoute(req.path), status_code: status },
      Number(process.hrtime.bigint() - startedNs) / 1e9,
    );
  };

  /**
   * Observes every request's latency under its route pattern. Requests answered before routing (the
   * public-read cache) are labelled with their path, which for those is a fixed set.
   */
  requestTimer() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const start = process.hrtime.bigint();
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        this.requestDuration.observe(
          {
            method: req.method,
            route: routeLabel(req, res, this.publicReads),
            status_code: res.statusCode,
          },
          seconds,
        );
      });
      next();
    };
  }

  /** GET /metrics on the HTTP port: only with the bearer METRICS_TOKEN; without one, not there (404). */
  endpoint() {
    const token = this.config.metrics.token;
    return (req: Request, res: Response, next: NextFunction): void => {
      if (!token || req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
        return next();
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res
          .status(401)
          .json({ statusCode: 401, message: 'A valid metrics bearer token is required' });
        return;
      }
      void this.send(res);
    };
  }

  /** The separate METRICS_PORT listener (loopback by default), serving /metrics without a token. */
  async listen(): Promise<void> {
    const { port, host } = this.config.metrics;
    if (port === undefined) return;
    this.server = createServer((req, res) => {
      if (req.url?.split('?')[0] !== '/metrics' || req.method !== 'GET') {
        res.statusCode = 404;
        res.end('Not Found');
        return;
      }
      void this.send(res);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, resolve);
    });
    this.logger.log(`Metrics on http://${host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.server) await new Promise((resolve) => this.server!.close(resolve));
  }

  private async send(res: import('node:http').ServerResponse): Promise<void> {
    try {
      const body = await this.registry.metrics();
      res.setHeader('Content-Type', this.registry.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    } catch (error) {
      this.logger.error(error);
      res.statusCode = 500;
      res.end('metrics unavailable');
    }
  }
}

/** A public read's label: its path, with file names folded (the only varying part of those paths). */
const storedRoute = (path: string): string => path.replace(/\/[\w-]+\.svg$/, '/:file.svg');

function routeLabel(req: Request, res: Response, publicReads: PublicReadRegistry): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  if (publicReads.isPublicRead(req)) return storedRoute(req.path);
  return res.statusCode === 404 ? '(unmatched)' : '(static)';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
