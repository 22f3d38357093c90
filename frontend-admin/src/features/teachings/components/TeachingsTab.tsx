import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { WrappingTabs } from '../../../shared/WrappingTabs';
import { useSearchParams } from 'react-router-dom';
import { TabSection } from '../../../shared/TabSection';
import {
  useSeriesSuggestions,
  useTeachingSeries,
  useTeachingSpeakers,
} from '../hooks/use-teachings';
import { SeriesPanel } from './SeriesPanel';
import { SpeakersPanel } from './SpeakersPanel';
import { SuggestionsPanel } from './SuggestionsPanel';
import { TeachingsPanel } from './TeachingsPanel';
import './teachings.css';

/** The inner tab shown, in the address (`?tab=teachings&teachings-view=series`). */
const VIEW_PARAM = 'teachings-view';
const VIEWS = ['teachings', 'series', 'speakers', 'suggestions'] as const;
type View = (typeof VIEWS)[number];

/**
 * The teaching library as staff keep it (docs/architecture.md, "Teachings"): its teachings, with
 * staff's texts over the channel's, its series and speakers, and the channel's playlists offered as
 * series. Content editors and Administrators (`teachings.manage`).
 */
export function TeachingsTab() {
  const { i18n } = useLingui();
  const series = useTeachingSeries();
  const speakers = useTeachingSpeakers();
  const suggestions = useSeriesSuggestions();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(VIEW_PARAM);
  const view: View = VIEWS.find((one) => one === wanted) ?? 'teachings';
  const show = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'teachings') updated.delete(VIEW_PARAM);
        else updated.set(VIEW_PARAM, next);
        // Another view starts on the list's first page.
        updated.delete('teachings-page');
        return updated;
      },
      { replace: true, state: { keepScroll: true } },
    );

  const suggested = suggestions.data?.length;
  return (
    <TabSection
      title={i18n._({ id: 'admin.teachings.title', message: 'Teachings' })}
      description={i18n._({
        id: 'admin.teachings.description',
        message:
          "The teaching library: every video of the channel has a page at /teachings. Give teachings a series and a speaker, and write over the channel's title, description or passages.",
      })}
      query={series}
      loadingText={i18n._({
        id: 'admin.teachings.loading',
        message: 'Loading the teaching library...',
      })}
      render={(allSeries) => {
        const withSpeakers = (content: (list: NonNullable<typeof speakers.data>) => ReactNode) =>
          speakers.isPending ? (
            <div className="admin-loading" role="status">
              <Spin />
              <span>
                {i18n._({ id: 'admin.teachings.loadingSpeakers', message: 'Loading speakers...' })}
              </span>
            </div>
          ) : speakers.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={speakers.error.message}
              action={
                <Button size="small" onClick={() => void speakers.refetch()}>
                  {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
                </Button>
              }
            />
          ) : (
            content(speakers.data)
          );
        return (
          <WrappingTabs
            activeKey={view}
            onChange={show}
            destroyOnHidden
            items={[
              {
                key: 'teachings',
                label: i18n._({ id: 'admin.teachings.allTeachings', message: 'All teachings' }),
                children: withSpeakers((list) => (
                  <TeachingsPanel series={allSeries} speakers={list} />
                )),
              },
              {
                key: 'series',
                label: i18n._({
                  id: 'admin.teachings.seriesTab',
                  message: 'Series ({count})',
                  values: { count: allSeries.length },
                }),
                children: <SeriesPanel series={allSeries} />,
              },
              {
                key: 'speakers',
                label: speakers.data
                  ? i18n._({
                      id: 'admin.teachings.speakersTab',
                      message: 'Speakers ({count})',
                      values: { count: speakers.data.length },
                    })
                  : i18n._({ id: 'admin.teachings.speakers', message: 'Speakers' }),
                children: withSpeakers((list) => <SpeakersPanel speakers={list} />),
              },
              {
                key: 'suggestions',
                label: suggested
                  ? i18n._({
                      id: 'admin.teachings.suggestedTab',
                      message: 'Suggested series ({count})',
                      values: { count: suggested },
                    })
                  : i18n._({ id: 'admin.teachings.suggested', message: 'Suggested series' }),
                children: <SuggestionsPanel />,
              },
            ]}
          />
        );
      }}
    />
  );
}
