/** The parts of YouTube Data API v3 resources the sync reads (every field may be missing). */
export interface YoutubeVideoResource {
  id: string;
  snippet?: {
    publishedAt?: string;
    channelId?: string;
    channelTitle?: string;
    title?: string;
    description?: string;
    tags?: string[];
    thumbnails?: Record<string, { url?: string; width?: number; height?: number } | undefined>;
  };
  contentDetails?: { duration?: string };
  statistics?: { viewCount?: string };
}

interface ListResponse<T> {
  items?: T[];
  nextPageToken?: string;
}

export class YoutubeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The API's reason, e.g. quotaExceeded, keyInvalid, channelNotFound. */
    readonly reason?: string,
  ) {
    super(message);
  }

  get quotaExceeded(): boolean {
    return this.reason === 'quotaExceeded' || this.reason === 'dailyLimitExceeded';
  }

  /** Whether trying again soon may succeed: not once the quota is spent, the request or key refused. */
  get retryable(): boolean {
    return !(this.quotaExceeded || this.status === 400 || this.status === 403);
  }
}

const REQUEST_TIMEOUT_MS = 15_000;
export const PAGE_SIZE = 50;

/**
 * A small client of the YouTube Data API v3 (channels.list, playlistItems.list, videos.list) over
 * fetch, against a configurable base address so tests can point it at a local server.
 */
export class YoutubeApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  /** The channel's uploads playlist (channels.list, part contentDetails). */
  async uploadsPlaylist(channelId: string): Promise<{ playlistId: string; channelTitle?: string }> {
    const body = await this.get<
      ListResponse<{
        snippet?: { title?: string };
        contentDetails?: { relatedPlaylists?: { uploads?: string } };
      }>
    >('channels', { part: 'contentDetails,snippet', id: channelId, maxResults: '1' });
    const channel = body.items?.[0];
    const playlistId = channel?.contentDetails?.relatedPlaylists?.uploads;
    if (!playlistId)
      throw new YoutubeApiError(
        `Channel ${channelId} not found or has no uploads`,
        404,
        'channelNotFound',
      );
    return { playlistId, channelTitle: channel?.snippet?.title };
  }

  /** The video ids of a playlist, page by page (playlistItems.list with pageToken). */
  async *playlistVideoIds(playlistId: string): AsyncGenerator<string[]> {
    let pageToken: string | undefined;
    do {
      const body = await this.get<
        ListResponse<{
          contentDetails?: { videoId?: string };
          snippet?: { resourceId?: { videoId?: string } };
        }>
      >('playlistItems', {
        part: 'contentDetails',
        playlistId,
        maxResults: String(PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      });
      yield (body.items ?? [])
        .map((item) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId)
        .filter((id): id is string => typeof id === 'string' && id.length > 0);
      pageToken = body.nextPageToken || undefined;
    } while (pageToken);
  }

  /** The channel's own playlists, page by page (playlists.list, part snippet). */
  async *channelPlaylists(
    channelId: string,
  ): AsyncGenerator<{ id: string; title: string; description: string }[]> {
    let pageToken: string | undefined;
    do {
      const body = await this.get<
        ListResponse<{ id?: string; snippet?: { title?: string; description?: string } }>
      >('playlists', {
        part: 'snippet',
        channelId,
        maxResults: String(PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      });
      yield (body.items ?? [])
        .filter(
          (p): p is { id: string; snippet?: { title?: string; description?: string } } =>
            typeof p.id === 'string' && p.id.length > 0,
        )
        .map((p) => ({
          id: p.id,
          title: p.snippet?.title?.trim() || 'Untitled playlist',
          description: p.snippet?.description ?? '',
        }));
      pageToken = body.nextPageToken || undefined;
    } while (pageToken);
  }

  /** Details of up to 50 videos (videos.list: snippet with tags, contentDetails, statistics). */
  async videos(ids: string[]): Promise<YoutubeVideoResource[]> {
    if (!ids.length) return [];
    if (ids.length > PAGE_SIZE) throw new Error(`videos.list takes at most ${PAGE_SIZE} ids`);
    const body = await this.get<ListResponse<YoutubeVideoResource>>('videos', {
      part: 'snippet,contentDetails,statistics',
      id: ids.join(','),
      maxResults: String(PAGE_SIZE),
    });
    return (body.items ?? []).filter((v) => typeof v?.id === 'string');
  }

  private async get<T>(resource: string, params: Record<string, string>): Promise<T> {
    const url = `${this.baseUrl}/${resource}?${new URLSearchParams({ ...params, key: this.apiKey })}`;
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => undefined)) as
      { error?: { message?: string; errors?: { reason?: string }[] } } | undefined;
    if (!res.ok) {
      const reason = body?.error?.errors?.[0]?.reason;
      throw new YoutubeApiError(
        `YouTube ${resource}.list failed (${res.status}${reason ? ` ${reason}` : ''}): ${body?.error?.message ?? res.statusText}`,
        res.status,
        reason,
      );
    }
    return (body ?? {}) as T;
  }
}
