import type { Video } from './content-types';

export const VIDEOS_PATH = '/api/youtube/videos';

/** Names the query the results are for when the API searched a likelier one (docs/adr/0003). */
export const CORRECTED_QUERY_HEADER = 'X-Search-Corrected-Query';

/** Spec §8: any failure of the video list reads 'Failed to fetch videos'. */
export const VIDEOS_ERROR = 'Failed to fetch videos';

export interface VideoListParams {
  maxResults?: number;
  q?: string;
  /** false: search q exactly as typed, never "fath" as faith. */
  correct?: boolean;
}

export interface VideoList {
  videos: Video[];
  /** The query the videos are for, when it is not q ("Showing results for faith"). */
  correctedQuery?: string;
}

/** GET /api/youtube/videos with only the parameters given, and the query it searched instead, if any. */
export async function fetchVideoList(
  params: VideoListParams,
  signal?: AbortSignal,
): Promise<VideoList> {
  const search = new URLSearchParams();
  if (params.maxResults !== undefined) search.set('maxResults', String(params.maxResults));
  if (params.q) search.set('q', params.q);
  if (params.correct === false) search.set('correct', 'false');
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
  const corrected = res.headers.get(CORRECTED_QUERY_HEADER);
  return {
    videos: (await res.json()) as Video[],
    correctedQuery: corrected ? decodeURIComponent(corrected) : undefined,
  };
}

/** The list alone (the Watch carousel sends no parameters). */
export async function fetchVideos(params: VideoListParams, signal?: AbortSignal): Promise<Video[]> {
  return (await fetchVideoList(params, signal)).videos;
}
