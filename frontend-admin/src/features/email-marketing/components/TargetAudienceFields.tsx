import { useState } from 'react';
import { Button, Checkbox, Form, Select } from 'antd';
import { toast, useLingui } from '@ministry/frontend-kit';
import { criterionLabel } from '../criteria-labels';
import { useAudienceCount } from '../hooks/use-email-campaigns';
import { useSaveAudience, useSavedAudiences } from '../hooks/use-saved-audiences';
import { MARITAL_STATUSES, SPIRITUAL_LEVELS } from '../../../shared/member-values';
import { AUDIENCE_NEEDS, DEFAULT_CRITERIA, type TargetCriteria } from '../types';
import { AudienceNameDialog } from './AudienceNameDialog';
import './audiences.css';

const options = (all: string, values: readonly string[]) => [
  { value: 'all', label: all },
  ...values.map((value) => ({ value, label: criterionLabel(value) })),
];

const sameCriteria = (a: TargetCriteria, b: TargetCriteria) =>
  a.maritalStatus === b.maritalStatus &&
  a.spiritualLevel === b.spiritualLevel &&
  a.needs === b.needs &&
  a.includeNewsletterSubscribers === b.includeNewsletterSubscribers;

/**
 * The Target Audience section: a saved audience to start from, one select per criterion (each with
 * 'all'), the live count, and "Save audience" to keep the choices under a name.
 */
export function TargetAudienceFields({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const form = Form.useFormInstance();
  const watched = Form.useWatch('targetCriteria', form) as Partial<TargetCriteria> | undefined;
  const criteria: TargetCriteria = { ...DEFAULT_CRITERIA, ...watched };
  const count = useAudienceCount(criteria, enabled);
  const saved = useSavedAudiences(enabled);
  const save = useSaveAudience();
  const [naming, setNaming] = useState(false);
  // The saved audience whose criteria the fields hold now (none once a field is changed).
  const picked = (saved.data ?? []).find((a) => sameCriteria(a.criteria, criteria));

  return (
    <section className="em-section" aria-labelledby="em-audience-heading">
      <h3 id="em-audience-heading">
        {i18n._({ id: 'admin.email.targetAudience', message: 'Target Audience' })}
      </h3>
      <Form.Item
        label={i18n._({ id: 'admin.email.savedAudience', message: 'Saved audience' })}
        htmlFor="em-saved-audience"
      >
        <Select
          id="em-saved-audience"
          allowClear
          placeholder={
            saved.data?.length
              ? i18n._({
                  id: 'admin.email.startFromAudience',
                  message: 'Start from a saved audience',
                })
              : i18n._({ id: 'admin.email.noAudiencesYet', message: 'No saved audiences yet' })
          }
          value={picked?.id}
          loading={saved.isLoading}
          options={(saved.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          onChange={(id: number | undefined) => {
            const audience = saved.data?.find((a) => a.id === id);
            form.setFieldValue('targetCriteria', { ...(audience?.criteria ?? DEFAULT_CRITERIA) });
          }}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.maritalStatus', message: 'Marital Status' })}
        name={['targetCriteria', 'maritalStatus']}
      >
        <Select
          options={options(
            i18n._({ id: 'admin.email.allMaritalStatuses', message: 'All marital statuses' }),
            MARITAL_STATUSES,
          )}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.spiritualLevel', message: 'Spiritual Level' })}
        name={['targetCriteria', 'spiritualLevel']}
      >
        <Select
          options={options(
            i18n._({ id: 'admin.email.allSpiritualLevels', message: 'All spiritual levels' }),
            SPIRITUAL_LEVELS,
          )}
        />
      </Form.Item>
      <Form.Item
        label={i18n._({ id: 'admin.email.needs', message: 'Needs' })}
        name={['targetCriteria', 'needs']}
      >
        <Select
          options={options(
            i18n._({ id: 'admin.email.allNeeds', message: 'All needs' }),
            AUDIENCE_NEEDS,
          )}
        />
      </Form.Item>
      <Form.Item
        name={['targetCriteria', 'includeNewsletterSubscribers']}
        valuePropName="checked"
        style={{ marginBottom: 8 }}
      >
        <Checkbox>
          {i18n._({
            id: 'admin.email.includeSubscribers',
            message: 'Include newsletter subscribers',
          })}
        </Checkbox>
      </Form.Item>
      <div className="em-count-row">
        <p className="em-count" aria-live="polite" data-testid="audience-count">
          {count.isError
            ? i18n._({
                id: 'admin.email.countRecipientsFailed',
                message: 'Could not count recipients',
              })
            : count.data === undefined
              ? i18n._({ id: 'admin.email.countingRecipients', message: 'Counting recipients...' })
              : i18n._({
                  id: 'admin.email.recipientCount',
                  message: '{count, plural, one {# recipient} other {# recipients}}',
                  values: { count: count.data },
                })}
        </p>
        <Button size="small" onClick={() => setNaming(true)} disabled={!!picked}>
          {i18n._({ id: 'admin.email.saveAudience', message: 'Save audience' })}
        </Button>
      </div>
      <p className="em-hint">
        {i18n._({
          id: 'admin.email.audienceHint',
          message:
            'Members who accept e-mail and match every choice, plus newsletter subscribers when included. Each address is counted once; unsubscribed addresses are left out.',
        })}
      </p>
      <AudienceNameDialog
        open={naming}
        recordKey="new"
        title={i18n._({ id: 'admin.email.saveAudience', message: 'Save audience' })}
        submitLabel={
          save.isPending
            ? i18n._({ id: 'admin.email.saving', message: 'Saving...' })
            : i18n._({ id: 'admin.email.saveAudience', message: 'Save audience' })
        }
        initialName=""
        pending={save.isPending}
        onSubmit={(name) =>
          save.mutateAsync({ name, criteria }).then(() =>
            toast({
              title: i18n._({ id: 'admin.email.audienceSaved', message: 'Audience saved' }),
              description: i18n._({
                id: 'admin.email.audienceSavedText',
                message: '"{name}" can be picked next time.',
                values: { name },
              }),
            }),
          )
        }
        onClose={() => setNaming(false)}
      />
    </section>
  );
}
