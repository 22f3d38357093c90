import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local server answering YouTube Data API v3 requests with responses in the real format (as recorded
 * from channels.list, playlistItems.list and videos.list): pagination by pageToken, missing fields,
 * videos the playlist lists but videos.list does not return (private), and quota errors on demand.
 * It is the image host too: the thumbnails it lists (`/vi/<id>/<size>.jpg`, the platform's names and
 * sizes) are real JPEGs, the 4:3 ones with the 16:9 picture between black bars, as the platform's are.
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
  /** The picture's colour (`#rrggbb`); a new one is a new thumbnail at the same addresses. */
  picture?: string;
  /** A live stream: its thumbnails are listed as `<size>_live.jpg`, as the platform's are. */
  live?: boolean;
}

/** The thumbnail sizes videos.list lists, with the platform's file names and dimensions. */
export const THUMBNAIL_SIZES = {
  default: { name: 'default', width: 120, height: 90 },
  medium: { name: 'mqdefault', width: 320, height: 180 },
  high: { name: 'hqdefault', width: 480, height: 360 },
  standard: { name: 'sddefault', width: 640, height: 480 },
} as const;

/** The colour of a video's picture unless it sets one. */
export const DEFAULT_PICTURE = '#3b6e8f';

/** A playlist of the channel (playlists.list), listing some of its videos (playlistItems.list). */
export interface FakePlaylist {
  id: string;
  title: string;
  description?: string;
  videoIds: string[];
}

export interface FakeYoutube {
  baseUrl: string;
  videos: FakeVideo[];
  /** The channel's own playlists (besides its uploads). */
  playlists: FakePlaylist[];
  requests: URL[];
  /** Answer the next videos.list calls with 403 quotaExceeded. */
  quotaExceeded: boolean;
  /** The thumbnail images asked for (paths), apart from the API's requests. */
  imageRequests: string[];
  /** Answer thumbnail images with 503 (the image host is down). */
  imagesDown: boolean;
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

/** A thumbnail as the platform draws it: the 16:9 picture, between black bars when the size is 4:3. */
async function thumbnailJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  const pictureHeight = Math.round((width * 9) / 16);
  const picture = await sharp({
    create: { width, height: pictureHeight, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([{ input: picture, top: Math.round((height - pictureHeight) / 2), left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

function videoResource(v: FakeVideo, imageOrigin: string) {
  const thumbs = v.noThumbnails
    ? undefined
    : Object.fromEntries(
        Object.entries(THUMBNAIL_SIZES).map(([size, { name, width, height }]) => [
          size,
          { url: `${imageOrigin}/vi/${v.id}/${name}${v.live ? '_live' : ''}.jpg`, width, height },
        ]),
      );
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

export async function startFakeYoutube(
  videos: FakeVideo[],
  playlists: FakePlaylist[] = [],
): Promise<FakeYoutube> {
  const state: Omit<FakeYoutube, 'baseUrl' | 'close'> = {
    videos,
    playlists,
    requests: [],
    quotaExceeded: false,
    imageRequests: [],
    imagesDown: false,
  };
  let origin = '';
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const image = /^\/vi\/([\w-]+)\/(\w+?)(?:_live)?\.jpg$/.exec(url.pathname);
    if (image) {
      state.imageRequests.push(url.pathname);
      const video = state.videos.find((v) => v.id === image[1]);
      const size = Object.values(THUMBNAIL_SIZES).find((s) => s.name === image[2]);
      if (state.imagesDown) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        return res.end('Service Unavailable');
      }
      if (!video || !size) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not Found');
      }
      thumbnailJpeg(size.width, size.height, video.picture ?? DEFAULT_PICTURE).then(
        (bytes) => {
          res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
          res.end(bytes);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
      return;
    }
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
    if (path === '/playlists') {
      // playlists.list by channelId, paged by pageToken (documented response: youtube#playlistListResponse).
      if (url.searchParams.get('channelId') !== CHANNEL_ID)
        return send(res, 404, {
          error: { code: 404, message: 'channelNotFound', errors: [{ reason: 'channelNotFound' }] },
        });
      const size = Number(url.searchParams.get('maxResults') ?? 5);
      const start = Number(url.searchParams.get('pageToken')?.replace('PAGE', '') ?? 0);
      const page = state.playlists.slice(start, start + size);
      const next = start + size < state.playlists.length ? `PAGE${start + size}` : undefined;
      return send(res, 200, {
        kind: 'youtube#playlistListResponse',
        etag: `pls-${start}`,
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: state.playlists.length, resultsPerPage: size },
        items: page.map((p) => ({
          kind: 'youtube#playlist',
          etag: `p-${p.id}`,
          id: p.id,
          snippet: {
            publishedAt: '2024-01-01T10:00:00Z',
            channelId: CHANNEL_ID,
            title: p.title,
            description: p.description ?? '',
            channelTitle: 'Spirit & Truth Ministry',
            localized: { title: p.title, description: p.description ?? '' },
          },
          contentDetails: { itemCount: p.videoIds.length },
        })),
      });
    }
    const playlist = state.playlists.find((p) => p.id === url.searchParams.get('playlistId'));
    if (path === '/playlistItems' && playlist) {
      const size = Number(url.searchParams.get('maxResults') ?? 5);
      const start = Number(url.searchParams.get('pageToken')?.replace('PAGE', '') ?? 0);
      const ids = playlist.videoIds.slice(start, start + size);
      const next = start + size < playlist.videoIds.length ? `PAGE${start + size}` : undefined;
      return send(res, 200, {
        kind: 'youtube#playlistItemListResponse',
        etag: `pli-${playlist.id}-${start}`,
        ...(next ? { nextPageToken: next } : {}),
        pageInfo: { totalResults: playlist.videoIds.length, resultsPerPage: size },
        items: ids.map((videoId, i) => ({
          kind: 'youtube#playlistItem',
          etag: `pi-${playlist.id}-${videoId}`,
          id: `UExpc3Q${playlist.id}${start + i}`,
          contentDetails: { videoId, videoPublishedAt: '2024-03-09T15:00:12Z' },
        })),
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
        .map((v) => videoResource(v, origin));
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
  origin = `http://127.0.0.1:${port}`;
  fake.baseUrl = `${origin}/youtube/v3`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
