import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { PublicReadRegistry, sendStored, StoredAnswer } from '../../common/http/public-reads';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentChangesService, ContentTopic } from './content-changes.service';

/** Public JSON reads: any cache may keep them, but must ask again (cheaply, with the ETag) each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface CachedBody extends StoredAnswer {
  topics: readonly ContentTopic[];
  storedAt: number;
}

/** A body with headers of its own, cached and sent with it. */
export interface ProducedBody {
  body: string | Buffer;
  headers?: Record<string, string>;
}

export interface CacheOptions {
  /** What the answer depends on: a change of any of these drops it. */
  topic: ContentTopic | readonly ContentTopic[];
  contentType?: string;
  cacheControl?: string;
}

const MAX_ENTRIES = 2000;
/** A safety net only: changes invalidate entries at once through ContentChangesService. */
const MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The in-process cache of serialized public responses, keyed by request URL. Admin writes (in any
 * process) invalidate the entries of their topic through PostgreSQL notifications; a body computed while
 * its topic changed is served but not stored, so a stale body never outlives the change.
 */
@Injectable()
export class PublicCacheService {
  private readonly entries = new Map<string, CachedBody>();
  private readonly generations = new Map<ContentTopic, number>();
  readonly enabled: boolean;

  constructor(
    changes: ContentChangesService,
    publicReads: PublicReadRegistry,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.publicReadCache;
    changes.onChange((topics) => this.invalidate(topics));
    // Stored answers are sent by the core before sessions, guards or routing are involved.
    if (this.enabled) publicReads.addStoredAnswers((url) => this.lookup(url));
  }

  invalidate(topics: readonly ContentTopic[]): void {
    for (const topic of topics) this.generations.set(topic, this.generation([topic]) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.topics.some((topic) => topics.includes(topic))) this.entries.delete(key);
    }
  }

  lookup(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Answers from the cache, or computes the body, stores it (if nothing changed meanwhile) and answers. */
  async respond(
    req: Request,
    res: Response,
    options: CacheOptions,
    produce: () => Promise<string | Buffer | ProducedBody>,
  ): Promise<void> {
    const key = req.originalUrl;
    const hit = this.enabled ? this.lookup(key) : undefined;
    if (hit) return sendStored(req, res, hit);
    const topics: readonly ContentTopic[] =
      typeof options.topic === 'string' ? [options.topic] : options.topic;
    const generation = this.generation(topics);
    const started = process.hrtime.bigint();
    const produced = await produce();
    // How long the answer took to compute (queries and serialization), for benchmarks and tracing.
    const millis = Number(process.hrtime.bigint() - started) / 1e6;
    res.setHeader('Server-Timing', `app;dur=${millis.toFixed(2)}`);
    const { body: content, headers } =
      typeof produced === 'string' || Buffer.isBuffer(produced)
        ? { body: produced, headers: undefined }
        : produced;
    const body = typeof content === 'string' ? Buffer.from(content) : content;
    const entry: CachedBody = {
      body,
      headers,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: options.contentType ?? 'application/json; charset=utf-8',
      cacheControl: options.cacheControl ?? REVALIDATE,
      topics,
      storedAt: Date.now(),
    };
    if (this.enabled && this.generation(topics) === generation) {
      if (this.entries.size >= MAX_ENTRIES) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, entry);
    }
    sendStored(req, res, entry);
  }

  /** The sum of the topics' change counts: it grows whenever any of them changes. */
  private generation(topics: readonly ContentTopic[]): number {
    return topics.reduce((sum, topic) => sum + (this.generations.get(topic) ?? 0), 0);
  }
}
