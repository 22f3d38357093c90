import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering YouTube Data API v3 requests with responses in the real format (as recorded
 * from channels.list, playlistItems.list and videos.list): pagination by pageToken, missing fields,
 * videos the playlist lists but videos.list does not return (private), and quota errors on demand.
 */
export interface FakeVideo {
  id: string;
  title?: string;
  description?: string;
  tags?: string[];
  duration?: string;
  viewCount?: string;
  publishedAt?: string;
  /** Listed in the playlist but not returned by videos.list. */
  private?: boolean;
  /** Omit the statistics part (hidden counts) or the thumbnails. */
  noStatistics?: boolean;
  noThumbnails?: boolean;
}

export interface FakeYoutube {
  baseUrl: string;
  videos: FakeVideo[];
  requests: URL[];
  /** Answer the next videos.list calls with 403 quotaExceeded. */
  quotaExceeded: boolean;
  close(): Promise<void>;
}

export const CHANNEL_ID = 'UCm1n1stryT3st0000000000';
const UPLOADS = 'UUm1n1stryT3st0000000000';
export const API_KEY = 'test-api-key';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function quotaError() {
  return {
    error: {
      code: 403,
      message:
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      errors: [
        {
          message:
            'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
          domain: 'youtube.quota',
          reason: 'quotaExceeded',
        },
      ],
    },
  };
}

function videoResource(v: FakeVideo) {
  const thumbs = v.noThumbnails
    ? undefined
    : {
        default: { url: `https://i.ytimg.com/vi/${v.id}/default.jpg`, width: 120, height: 90 },
        medium: { url: `https://i.ytimg.com/vi/${v.id}/mqdefault.jpg`, width: 320, height: 180 },
        high: { url: `https://i.ytimg.com/vi/${v.id}/hqdefault.jpg`, width: 480, height: 360 },
      };
  return {
    kind: 'youtube#video',
    etag: `etag-${v.id}`,
    id: v.id,
    snippet: {
      publishedAt: v.publishedAt ?? '2024-03-09T15:00:12Z',
      channelId: CHANNEL_ID,
      title: v.title,
      description: v.description ?? '',
      ...(thumbs ? { thumbnails: thumbs } : {}),
      channelTitle: 'Spirit & Truth Ministry',
      ...(v.tags ? { tags: v.tags } : {}),
      categoryId: '29',
      liveBroadcastContent: 'none',
      localized: { title: v.title, description: v.description ?? '' },
    },
    contentDetails: {
      duration: v.duration ?? 'PT42M10S',
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    },
    ...(v.noStatistics
      ? {}
      : {
          statistics: {
            viewCount: v.viewCount ?? '100',
            likeCount: '12',
            favoriteCount: '0',
            commentCount: '3',
          },
        }),
  };
}

export async function startFakeYoutube(videos: FakeVideo[]): Promise<FakeYoutube> {
  const state: Omit<FakeYoutube, 'baseUrl' | 'close'> = {
    videos,
    requests: [],
    quotaExceeded: false,
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    state.requests.push(url);
    if (url.searchParams.get('key') !== API_KEY) {
      return send(res, 400, {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          errors: [{ message: 'API key not valid.', domain: 'global', reason: 'badRequest' }],
        },
      });
    }
    const path = url.pathname.replace(/^\/youtube\/v3/, '');
    if (path === '/channels') {
      const found = url.searchParams.get('id') === CHANNEL_ID;
      return send(res, 200, {
        kind: 'youtube#channelListResponse',
        etag: 'channel-etag',
        pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 1 },
        ...(found
          ? {
              items: [
                {
                  kind: 'youtube#channel',
                  etag: 'c1',
                  id: CHANNEL_ID,
                  snippet: { title: 'Spirit & Truth Ministry', description: '' },
                  contentDetails: { relatedPlaylists: { likes: '', uploads: UPLOADS } },
                },
              ],
            }
          : {}),
      });
    }
    if (path === '/playlistItems') {
      if (url.searchParams.get('playlistId') !== UPLOADS)
        return send(res, 404, {
          error: {
            code: 404,
            message: 'playlistNotFound',
            errors: [{ reason: 'playlistNotFound' }],
          },
        });
      const size = Number(url.searchParams.get('maxResults') ?? 5);
      const start = Number(url.searchParams.get('pageToken')?.replace('PAGE', '') ?? 0);
      const page = state.videos.slice(start, start + size);
      const next = start + size < state.videos.length ? `PAGE${start + size}` : undefined;
      return send(res, 200, {
        kind: 'youtube#playlistItemListResponse',
        etag: `pl-${start}`,
        ...(next ? { nextPageToken: next } : {}),
        ...(start > 0 ? { prevPageToken: `PAGE${Math.max(0, start - size)}` } : {}),
        pageInfo: { totalResults: state.videos.length, resultsPerPage: size },
        items: page.map((v, i) => ({
          kind: 'youtube#playlistItem',
          etag: `pi-${v.id}`,
          id: `UExpc3RJdGVt${start + i}`,
          contentDetails: {
            videoId: v.id,
            videoPublishedAt: v.publishedAt ?? '2024-03-09T15:00:12Z',
          },
        })),
      });
    }
    if (path === '/videos') {
      if (state.quotaExceeded) return send(res, 403, quotaError());
      const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length > 50) {
        return send(res, 400, {
          error: { code: 400, message: 'Too many ids', errors: [{ reason: 'badRequest' }] },
        });
      }
      const items = ids
        .map((id) => state.videos.find((v) => v.id === id))
        .filter((v): v is FakeVideo => !!v && !v.private)
        .map(videoResource);
      return send(res, 200, {
        kind: 'youtube#videoListResponse',
        etag: 'videos-etag',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    send(res, 404, {
      error: { code: 404, message: 'Not Found', errors: [{ reason: 'notFound' }] },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeYoutube;
  fake.baseUrl = `http://127.0.0.1:${port}/youtube/v3`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
