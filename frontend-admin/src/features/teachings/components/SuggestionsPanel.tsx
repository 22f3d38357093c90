import { Alert, Button, Card, Empty, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import {
  useAcceptSuggestion,
  useIgnoreSuggestion,
  useSeriesSuggestions,
} from '../hooks/use-teachings';
import type { SeriesSuggestionDto } from '../teaching-types';

/**
 * The channel's playlists, offered as series by the sync: accepting makes a series of the
 * playlist's title and description with its teachings in the playlist's order; ignoring keeps it
 * from being offered again.
 */
export function SuggestionsPanel() {
  const { i18n } = useLingui();
  const suggestions = useSeriesSuggestions();
  const accept = useAcceptSuggestion();
  const ignore = useIgnoreSuggestion();
  const busy = (one: SeriesSuggestionDto) =>
    (accept.isPending && accept.variables === one.playlistId) ||
    (ignore.isPending && ignore.variables === one.playlistId);

  const onAccept = (one: SeriesSuggestionDto) =>
    accept.mutate(one.playlistId, {
      onSuccess: (series) =>
        notifySuccess(
          i18n._({ id: 'admin.teachings.seriesCreated', message: 'Series Created' }),
          i18n._({
            id: 'admin.teachings.suggestionAccepted',
            message: '"{title}" is a series of the library now.',
            values: { title: series.title },
          }),
        ),
      onError: (error) => notifyError(errorText(error)),
    });
  const onIgnore = (one: SeriesSuggestionDto) =>
    ignore.mutate(one.playlistId, {
      onSuccess: () =>
        notifySuccess(
          i18n._({ id: 'admin.teachings.suggestionIgnored', message: 'Suggestion Ignored' }),
          i18n._({
            id: 'admin.teachings.suggestionIgnoredText',
            message: '"{title}" is not offered again.',
            values: { title: one.title },
          }),
        ),
      onError: (error) => notifyError(errorText(error)),
    });

  let body;
  if (suggestions.isPending) {
    body = (
      <div className="admin-loading" role="status">
        <Spin />
        <span>
          {i18n._({
            id: 'admin.teachings.loadingSuggestions',
            message: 'Loading suggested series...',
          })}
        </span>
      </div>
    );
  } else if (suggestions.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={suggestions.error.message}
        action={
          <Button size="small" onClick={() => void suggestions.refetch()}>
            {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
          </Button>
        }
      />
    );
  } else if (suggestions.data.length === 0) {
    body = (
      <Empty
        description={i18n._({
          id: 'admin.teachings.noSuggestions',
          message: "No suggested series. The channel's playlists are offered here after a sync.",
        })}
      />
    );
  } else {
    body = (
      <div className="admin-grid">
        {suggestions.data.map((one) => (
          <div key={one.playlistId} className="admin-grid__cell">
            <Card
              className="admin-card"
              role="article"
              aria-labelledby={`teaching-suggestion-${one.playlistId}`}
              actions={[
                <Button
                  key="accept"
                  type="link"
                  aria-label={i18n._({
                    id: 'admin.teachings.acceptNamed',
                    message: 'Accept {title} as a series',
                    values: { title: one.title },
                  })}
                  disabled={busy(one)}
                  onClick={() => onAccept(one)}
                >
                  {i18n._({ id: 'admin.teachings.accept', message: 'Accept' })}
                </Button>,
                <Button
                  key="ignore"
                  type="link"
                  aria-label={i18n._({
                    id: 'admin.teachings.ignoreNamed',
                    message: 'Ignore {title}',
                    values: { title: one.title },
                  })}
                  disabled={busy(one)}
                  onClick={() => onIgnore(one)}
                >
                  {i18n._({ id: 'admin.teachings.ignore', message: 'Ignore' })}
                </Button>,
              ]}
            >
              <h3 id={`teaching-suggestion-${one.playlistId}`} className="admin-card__title">
                {one.title}
              </h3>
              <p className="admin-card__meta">
                {i18n._({
                  id: 'admin.teachings.playlistMeta',
                  message:
                    'Playlist · {count, plural, one {# teaching of the library} other {# teachings of the library}}',
                  values: { count: one.teachingCount },
                })}
              </p>
              {one.description && (
                <p className="admin-card__text admin-card__text--clamp">{one.description}</p>
              )}
            </Card>
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="teachings-pane">
      <p className="admin-tab__description">
        {i18n._({
          id: 'admin.teachings.suggestionsIntro',
          message:
            'The channel’s playlists, offered as series. Accepting one makes a series of it, its teachings in the playlist’s order; an ignored one is not offered again.',
        })}
      </p>
      {body}
    </div>
  );
}
