import { Button, Card, Progress } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useAdminSettings, useDismissChecklist, useSendTestMail } from '../hooks/use-settings';
import { CHECKLIST_ITEMS, checklistProgress, type SettingsSection } from '../settings-values';

interface MakeItYoursCardProps {
  /** Opens the Settings tab at a section. */
  onOpenSection: (section: SettingsSection) => void;
  /** The address of that, for the links (so they also open in a new tab). */
  sectionHref: (section: SettingsSection) => string;
}

/**
 * The first run (docs/architecture.md, "Site settings"): until dismissed, the dashboard lists what
 * makes the site the ministry's own, each item a link to its place in the Settings tab. Nothing
 * shows while the settings load, if they fail to (the Settings tab says so), or once dismissed.
 */
export function MakeItYoursCard({ onOpenSection, sectionHref }: MakeItYoursCardProps) {
  const { i18n } = useLingui();
  // Shown once the dashboard has read the settings (and kept current by every save): no second read.
  const { data } = useAdminSettings(true, { refetchOnMount: false });
  const dismiss = useDismissChecklist();
  const testMail = useSendTestMail();
  if (!data || data.checklist.dismissed) return null;

  const sendTest = () =>
    testMail.mutate(undefined, {
      onSuccess: (answer) =>
        notifySuccess(
          i18n._({ id: 'admin.settings.testSent', message: 'Test e-mail sent' }),
          answer.message,
        ),
      onError: (error) =>
        notifyError(
          error.message,
          i18n._({ id: 'admin.settings.testNotSent', message: 'Test e-mail not sent' }),
        ),
    });

  const { checklist } = data;
  const { done, total } = checklistProgress(checklist);
  const titleId = 'make-it-yours-title';
  return (
    <Card
      className="make-it-yours"
      role="region"
      aria-labelledby={titleId}
      title={
        <h2 id={titleId} className="make-it-yours__title">
          {i18n._({ id: 'admin.settings.checklist.title', message: 'Make it yours' })}
        </h2>
      }
      extra={
        <Button
          onClick={() =>
            dismiss.mutate(undefined, {
              onError: () =>
                notifyError(
                  i18n._({
                    id: 'admin.settings.checklist.dismissFailed',
                    message: 'Failed to dismiss the checklist. Please try again.',
                  }),
                ),
            })
          }
          loading={dismiss.isPending}
          aria-describedby={titleId}
        >
          {i18n._({ id: 'admin.settings.checklist.dismiss', message: 'Dismiss' })}
        </Button>
      }
    >
      <p className="make-it-yours__intro">
        {done === total
          ? i18n._({
              id: 'admin.settings.checklist.allSet',
              message: 'All set: the site is your ministry’s own. You can dismiss this list.',
            })
          : i18n._({
              id: 'admin.settings.checklist.intro',
              message: 'A fresh install shows sample details. Set these in the Settings tab:',
            })}
      </p>
      <Progress
        percent={Math.round((done / total) * 100)}
        format={() =>
          i18n._({
            id: 'admin.settings.checklist.progress',
            message: '{done} of {total}',
            values: { done, total },
          })
        }
        aria-label={i18n._({
          id: 'admin.settings.checklist.progressLabel',
          message: '{done} of {total} done',
          values: { done, total },
        })}
        size="small"
      />
      <ul className="make-it-yours__list">
        {CHECKLIST_ITEMS.map(({ key, label, section }) => {
          const isDone = checklist[key];
          return (
            <li
              key={key}
              className={isDone ? 'make-it-yours__item is-done' : 'make-it-yours__item'}
            >
              <span className="make-it-yours__mark" aria-hidden="true">
                {isDone ? '✓' : '○'}
              </span>
              <a
                href={sectionHref(section)}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  onOpenSection(section);
                }}
              >
                {i18n._(label)}
              </a>
              {key === 'sender' && (
                <Button size="small" onClick={sendTest} loading={testMail.isPending}>
                  {i18n._({ id: 'admin.settings.checklist.sendTest', message: 'Send me a test' })}
                </Button>
              )}
              <span className="make-it-yours__state">
                {isDone
                  ? i18n._({ id: 'admin.settings.checklist.done', message: 'Done' })
                  : i18n._({ id: 'admin.settings.checklist.toDo', message: 'To do' })}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
