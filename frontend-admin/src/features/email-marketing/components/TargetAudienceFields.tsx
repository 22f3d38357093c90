import { Checkbox, Form, Select } from 'antd';
import { useAudienceCount } from '../hooks/use-email-campaigns';
import { humanize } from '../../../shared/format';
import { MARITAL_STATUSES, SPIRITUAL_LEVELS } from '../../../shared/member-values';
import { AUDIENCE_NEEDS, DEFAULT_CRITERIA, type TargetCriteria } from '../types';

const options = (all: string, values: readonly string[]) => [
  { value: 'all', label: all },
  ...values.map((value) => ({ value, label: humanize(value) })),
];

/** The Target Audience section: one select per criterion (each with 'all') and the live count. */
export function TargetAudienceFields({ enabled }: { enabled: boolean }) {
  const form = Form.useFormInstance();
  const watched = Form.useWatch('targetCriteria', form) as Partial<TargetCriteria> | undefined;
  const criteria: TargetCriteria = { ...DEFAULT_CRITERIA, ...watched };
  const count = useAudienceCount(criteria, enabled);

  return (
    <section className="em-section" aria-labelledby="em-audience-heading">
      <h3 id="em-audience-heading">Target Audience</h3>
      <Form.Item label="Marital Status" name={['targetCriteria', 'maritalStatus']}>
        <Select options={options('All marital statuses', MARITAL_STATUSES)} />
      </Form.Item>
      <Form.Item label="Spiritual Level" name={['targetCriteria', 'spiritualLevel']}>
        <Select options={options('All spiritual levels', SPIRITUAL_LEVELS)} />
      </Form.Item>
      <Form.Item label="Needs" name={['targetCriteria', 'needs']}>
        <Select options={options('All needs', AUDIENCE_NEEDS)} />
      </Form.Item>
      <Form.Item
        name={['targetCriteria', 'includeNewsletterSubscribers']}
        valuePropName="checked"
        style={{ marginBottom: 8 }}
      >
        <Checkbox>Include newsletter subscribers</Checkbox>
      </Form.Item>
      <p className="em-count" aria-live="polite" data-testid="audience-count">
        {count.isError
          ? 'Could not count recipients'
          : count.data === undefined
            ? 'Counting recipients...'
            : `${count.data} ${count.data === 1 ? 'recipient' : 'recipients'}`}
      </p>
      <p className="em-hint">
        Members who accept e-mail and match every choice, plus newsletter subscribers when included.
        Each address is counted once; unsubscribed addresses are left out.
      </p>
    </section>
  );
}
