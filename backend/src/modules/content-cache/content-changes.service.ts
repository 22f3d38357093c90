import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Client } from 'pg';
import { ContentChangesRepository } from './content-changes.repository';

/** What changed: each public read depends on one or more of these (`settings`: the site settings). */
export type ContentTopic = 'events' | 'scriptures' | 'videos' | 'teachings' | 'settings';
export const CONTENT_TOPICS: readonly ContentTopic[] = [
  'events',
  'scriptures',
  'videos',
  'teachings',
  'settings',
];

const RECONNECT_DELAY_MS = 1000;

type Listener = (topics: readonly ContentTopic[]) => void;

/**
 * Tells every process holding content caches (the API processes, on every machine) that content changed,
 * through PostgreSQL LISTEN/NOTIFY on the application database; any process (workers too) may publish. A process that loses its listening connection treats every
 * topic as changed when it reconnects, since it may have missed notifications in between.
 */
@Injectable()
export class ContentChangesService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ContentChangesService.name);
  private readonly listeners = new Set<Listener>();
  private client: Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly repository: ContentChangesRepository) {}

  /**
   * Subscribes to changes (this process's own included); returns the unsubscribe function. Subscribe in
   * a constructor: whether the process listens at all is decided once, at module init.
   */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Announces a committed change to every process; this one learns of it at once. */
  async publish(topic: ContentTopic): Promise<void> {
    this.emit([topic]);
    await this.repository.notify(topic);
  }

  /**
   * Listens only when this process has something to invalidate: subscribers (the API's caches) register
   * in their constructors, which all run before this hook. A worker-only process just publishes.
   */
  async onModuleInit(): Promise<void> {
    if (this.listeners.size > 0) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
  }

  private emit(topics: readonly ContentTopic[]): void {
    for (const listener of this.listeners) listener(topics);
  }

  private async listen(): Promise<void> {
    const client = this.repository.session();
    client.on('notification', (message) => {
      const topic = message.payload as ContentTopic;
      if (CONTENT_TOPICS.includes(topic)) this.emit([topic]);
    });
    const lost = (error?: Error) => {
      if (this.closed || this.client !== client) return;
      this.client = undefined;
      this.logger.warn(`Content change listener lost its connection: ${error?.message ?? 'ended'}`);
      client.end().catch(() => undefined);
      this.reconnectTimer = setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    await this.repository.listen(client);
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listen();
      // Notifications sent while we were away are lost: everything may have changed.
      this.emit(CONTENT_TOPICS);
      this.logger.log('Content change listener reconnected');
    } catch (error) {
      this.client = undefined;
      this.logger.warn(`Content change listener could not reconnect: ${(error as Error).message}`);
      this.reconnectTimer = setTimeout(() => void this.reconnect(), RECONNECT_DELAY_MS * 5);
    }
  }
}
