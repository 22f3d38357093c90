import type { Video } from './content-types';

export const VIDEOS_PATH = '/api/youtube/videos';

/** Spec §8: any failure of the video list reads 'Failed to fetch videos'. */
export const VIDEOS_ERROR = 'Failed to fetch videos';

export interface VideoListParams {
  maxResults?: number;
  q?: string;
}

/** GET /api/youtube/videos with only the parameters given (the Watch carousel sends none). */
export async function fetchVideos(params: VideoListParams, signal?: AbortSignal): Promise<Video[]> {
  const search = new URLSearchParams();
  if (params.maxResults !== undefined) search.set('maxResults', String(params.maxResults));
  if (params.q) search.set('q', params.q);
  const query = search.toString();
  let res: Response;
  try {
    res = await fetch(query ? `${VIDEOS_PATH}?${query}` : VIDEOS_PATH, {
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(VIDEOS_ERROR);
  }
  if (!res.ok) throw new Error(VIDEOS_ERROR);
  return (await res.json()) as Video[];
}
