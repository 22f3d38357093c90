import { useQuery } from '@tanstack/react-query';
import { fetchVideos, VIDEOS_PATH } from '../../../shared/fetch-videos';

/** Spec §7: Watch calls the video list with no parameters. */
export const SERMONS_QUERY_KEY = [VIDEOS_PATH] as const;

export function useSermons() {
  return useQuery({
    queryKey: SERMONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchVideos({}, signal),
  });
}
