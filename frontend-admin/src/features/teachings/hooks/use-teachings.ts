import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '@ministry/api-client';
import { adminListQuery } from '../../../shared/admin-query';
import type { PageRequest } from '../../../shared/paging';
import type {
  AdminTeachingDto,
  SeriesInput,
  SpeakerInput,
  TeachingChange,
  TeachingSeriesDto,
  TeachingSpeakerDto,
} from '../teaching-types';
import { audioTypeOf } from '../teaching-values';

export const ADMIN_TEACHINGS_QUERY_KEY = ['/api/admin/teachings'] as const;
export const ADMIN_TEACHING_SERIES_QUERY_KEY = ['/api/admin/teaching-series'] as const;
export const ADMIN_TEACHING_SPEAKERS_QUERY_KEY = ['/api/admin/teaching-speakers'] as const;
export const ADMIN_TEACHING_SUGGESTIONS_QUERY_KEY = ['/api/admin/teaching-suggestions'] as const;
/** The public library's keys all start so (frontend-public's teachingKeys). */
const PUBLIC_TEACHINGS_QUERY_KEY = ['teachings'] as const;

/** What the list asks the server for: one page, by title words, series and speaker. */
export interface TeachingsPageRequest extends PageRequest {
  q: string;
  seriesId: number | null;
  speakerId: number | null;
}

/**
 * One page of the library as staff edit it, newest first, paged by the server (a channel may hold
 * thousands of videos). The previous page stays on screen while the next one loads.
 */
export function useAdminTeachingsPage({
  q,
  seriesId,
  speakerId,
  page,
  pageSize,
}: TeachingsPageRequest) {
  const query = {
    page,
    pageSize,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(seriesId ? { seriesId } : {}),
    ...(speakerId ? { speakerId } : {}),
  };
  return useQuery({
    ...adminListQuery([...ADMIN_TEACHINGS_QUERY_KEY, 'page', query] as const, (signal) =>
      dataOf(api.GET('/api/admin/teachings', { params: { query }, signal })),
    ),
    placeholderData: keepPreviousData,
  });
}

/** Every series, in staff's order (the library's own list: it holds them all, each counted). */
export function useTeachingSeries() {
  return useQuery(
    adminListQuery(ADMIN_TEACHING_SERIES_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/teachings/series', { signal })),
    ),
  );
}

/** Every speaker, by name. */
export function useTeachingSpeakers() {
  return useQuery(
    adminListQuery(ADMIN_TEACHING_SPEAKERS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/teachings/speakers', { signal })),
    ),
  );
}

/** The channel's playlists offered as series, not yet accepted or ignored. */
export function useSeriesSuggestions() {
  return useQuery(
    adminListQuery(ADMIN_TEACHING_SUGGESTIONS_QUERY_KEY, (signal) =>
      dataOf(api.GET('/api/admin/teaching-suggestions', { signal })),
    ),
  );
}

/**
 * A change of the library shows in every list of this tab (a series' count, a teaching's series) and
 * in the public library's screens the shell may hold.
 */
function useInvalidateTeachings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        ADMIN_TEACHINGS_QUERY_KEY,
        ADMIN_TEACHING_SERIES_QUERY_KEY,
        ADMIN_TEACHING_SPEAKERS_QUERY_KEY,
        ADMIN_TEACHING_SUGGESTIONS_QUERY_KEY,
        PUBLIC_TEACHINGS_QUERY_KEY,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useUpdateTeaching() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({ id, ...change }: TeachingChange & { id: number }): Promise<AdminTeachingDto> =>
      dataOf(api.PATCH('/api/admin/teachings/{id}', { params: { path: { id } }, body: change })),
    onSuccess: invalidate,
  });
}

export function useSaveSeries() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }: SeriesInput & { id: number | null }): Promise<TeachingSeriesDto> =>
      id === null
        ? dataOf(api.POST('/api/admin/teaching-series', { body: input }))
        : dataOf(
            api.PATCH('/api/admin/teaching-series/{id}', { params: { path: { id } }, body: input }),
          ),
    onSuccess: invalidate,
  });
}

export function useDeleteSeries() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/admin/teaching-series/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** An image as the raw request body, its type as the Content-Type (the server decodes it). */
const imageBody = (file: File) => ({
  body: file as unknown as string,
  bodySerializer: (body: unknown) => body as BodyInit,
  headers: { 'Content-Type': file.type },
});

export function useUploadSeriesArtwork() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }): Promise<TeachingSeriesDto> =>
      dataOf(
        api.PUT('/api/admin/teaching-series/{id}/artwork', {
          params: { path: { id } },
          ...imageBody(file),
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveSeriesArtwork() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (id: number): Promise<TeachingSeriesDto> =>
      dataOf(api.DELETE('/api/admin/teaching-series/{id}/artwork', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

/** A teaching's audio as the raw request body, sent as MP3 or M4A (`audioTypeOf`). */
export function useUploadTeachingAudio() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }): Promise<AdminTeachingDto> =>
      dataOf(
        api.PUT('/api/admin/teachings/{id}/audio', {
          params: { path: { id } },
          body: file as unknown as string,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { 'Content-Type': audioTypeOf(file) ?? file.type },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveTeachingAudio() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/admin/teachings/{id}/audio', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useSaveSpeaker() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }: SpeakerInput & { id: number | null }): Promise<TeachingSpeakerDto> =>
      id === null
        ? dataOf(api.POST('/api/admin/teaching-speakers', { body: input }))
        : dataOf(
            api.PATCH('/api/admin/teaching-speakers/{id}', {
              params: { path: { id } },
              body: input,
            }),
          ),
    onSuccess: invalidate,
  });
}

export function useDeleteSpeaker() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (id: number) =>
      dataOf(api.DELETE('/api/admin/teaching-speakers/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useUploadSpeakerPhoto() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }): Promise<TeachingSpeakerDto> =>
      dataOf(
        api.PUT('/api/admin/teaching-speakers/{id}/photo', {
          params: { path: { id } },
          ...imageBody(file),
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useRemoveSpeakerPhoto() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (id: number): Promise<TeachingSpeakerDto> =>
      dataOf(api.DELETE('/api/admin/teaching-speakers/{id}/photo', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useAcceptSuggestion() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (playlistId: string): Promise<TeachingSeriesDto> =>
      dataOf(
        api.POST('/api/admin/teaching-suggestions/{playlistId}/accept', {
          params: { path: { playlistId } },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useIgnoreSuggestion() {
  const invalidate = useInvalidateTeachings();
  return useMutation({
    mutationFn: (playlistId: string) =>
      dataOf(
        api.POST('/api/admin/teaching-suggestions/{playlistId}/ignore', {
          params: { path: { playlistId } },
        }),
      ),
    onSuccess: invalidate,
  });
}
