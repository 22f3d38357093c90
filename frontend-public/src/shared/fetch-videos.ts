import { api, failWith, type paths } from '@ministry/api-client';
import type { Video } from './content-types';

export const VIDEOS_PATH = '/api/youtube/videos';

/** Names the query the results are for when the API searched a likelier one (docs/adr/0003). */
export const CORRECTED_QUERY_HEADER = 'X-Search-Corrected-Query';

/** Spec §8: any failure of the video list reads 'Failed to fetch videos'. */
export const VIDEOS_ERROR = 'Failed to fetch videos';

/** maxResults, q, and correct (false: search q exactly as typed, never "fath" as faith). */
export type VideoListParams = NonNullable<paths[typeof VIDEOS_PATH]['get']['parameters']['query']>;

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
  const { data = [], response } = await api
    .GET(VIDEOS_PATH, { params: { query: params }, signal })
    .catch(failWith(VIDEOS_ERROR));
  const corrected = response.headers.get(CORRECTED_QUERY_HEADER);
  return {
    videos: data,
    correctedQuery: corrected ? decodeURIComponent(corrected) : undefined,
  };
}

/** The list alone (the Watch carousel sends no parameters). */
export async function fetchVideos(params: VideoListParams, signal?: AbortSignal): Promise<Video[]> {
  return (await fetchVideoList(params, signal)).videos;
}
