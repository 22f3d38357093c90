import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Modal,
  Progress,
  Radio,
  Select,
  Space,
  Steps,
  Tag,
  Upload,
} from 'antd';
import { ScrollTable } from '../../../shared/ScrollTable';
import { errorText } from '../../../shared/error-text';
import {
  useImport,
  usePreviewImport,
  useRefreshMembers,
  useRunImport,
  useUploadImport,
} from '../hooks/use-imports';
import {
  EXISTING_LABELS,
  SOURCE_LABELS,
  SUBSCRIBER_EXISTING_LABELS,
  TARGET_WORDS,
  fieldLabelsOf,
  fileProblem,
  isRunning,
  mappingProblem,
  plural,
  progressPercent,
  reportUrl,
  type ColumnMapping,
  type ExistingChoice,
  type ImportDto,
  type ImportField,
  type ImportPreviewDto,
  type ImportTarget,
} from '../import-values';

const STEPS = ['Upload', 'Map columns', 'Preview', 'Choose', 'Run', 'Report'] as const;
type Step = (typeof STEPS)[number];

const fieldOptions = (target: ImportTarget) =>
  (Object.entries(fieldLabelsOf(target)) as [ImportField, string][]).map(([value, label]) => ({
    value,
    label,
  }));

type PreviewRow = ImportPreviewDto['rows'][number];
type PreviewError = ImportPreviewDto['errors'][number];

/** Where a reopened import continues: a run under way or finished shows its progress or report. */
function stepOf(found: ImportDto): Step {
  if (found.status === 'uploaded') return 'Map columns';
  if (found.status === 'completed' || found.status === 'undone') return 'Report';
  return 'Run';
}

interface ImportWizardProps {
  /** Whom a new upload brings in (an import opened by its id says it itself). */
  target: ImportTarget;
  /** The import shown (its id is kept in the address so a reload comes back to it), or null. */
  importId: number | null;
  onImportId: (id: number) => void;
  onClose: () => void;
}

/**
 * The member import, step by step (docs/imports.md): upload a .csv or .xlsx, map its columns (the
 * server proposes a mapping), preview the rows as stored with the counts for the whole file, choose
 * what happens to existing members and to consent, run it on the queue with its progress, and read or
 * download the report.
 */
export function ImportWizard({ target: asked, importId, onImportId, onClose }: ImportWizardProps) {
  const current = useImport(importId);
  const found = current.data;
  const [step, setStep] = useState<Step | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping[] | null>(null);
  const [existing, setExisting] = useState<ExistingChoice>('skip');
  const [consentConfirmed, setConsentConfirmed] = useState(false);
  const [importValidRows, setImportValidRows] = useState(false);
  const [sendConfirmation, setSendConfirmation] = useState(false);
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadImport();
  const previewCall = usePreviewImport();
  const run = useRunImport();
  const refreshMembers = useRefreshMembers();
  const [refreshedFor, setRefreshedFor] = useState<number | null>(null);

  const target: ImportTarget = found?.target ?? asked;
  const words = TARGET_WORDS[target];
  const existingLabels = target === 'subscribers' ? SUBSCRIBER_EXISTING_LABELS : EXISTING_LABELS;
  const shown: Step = importId === null ? 'Upload' : (step ?? (found ? stepOf(found) : 'Upload'));
  const columns = mapping ?? found?.mapping ?? [];

  // A run that has just completed brings its people into the members list (once).
  if (found?.status === 'completed' && refreshedFor !== found.id) {
    setRefreshedFor(found.id);
    void refreshMembers();
  }
  // A finished run moves the wizard on to its report by itself.
  if (found && shown === 'Run' && (found.status === 'completed' || found.status === 'undone')) {
    setStep('Report');
  }

  const chooseFile = (file: File) => {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem) return;
    upload.mutate(
      { file, target },
      {
        onSuccess: (created) => {
          setMapping(created.mapping);
          setPreview(null);
          setStep('Map columns');
          onImportId(created.id);
        },
        onError: (error) => setFileError(errorText(error)),
      },
    );
  };

  const askPreview = (choice: ExistingChoice, then?: Step) => {
    if (!found) return;
    previewCall.mutate(
      {
        id: found.id,
        choices: { mapping: columns, existing: choice, consentConfirmed, sendConfirmation },
      },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          if (then) setStep(then);
        },
      },
    );
  };

  const startRun = () => {
    if (!found) return;
    run.mutate(
      {
        id: found.id,
        input: { mapping: columns, existing, consentConfirmed, sendConfirmation, importValidRows },
      },
      { onSuccess: () => setStep('Run') },
    );
  };

  const problem = mappingProblem(columns, target);
  const consentChanged = (confirmed: boolean, mail: boolean) => {
    setConsentConfirmed(confirmed);
    setSendConfirmation(mail);
    if (!found) return;
    // The counts of a list of subscribers depend on consent (nobody is added without it).
    previewCall.mutate(
      {
        id: found.id,
        choices: {
          mapping: columns,
          existing,
          consentConfirmed: confirmed,
          sendConfirmation: mail,
        },
      },
      { onSuccess: setPreview },
    );
  };
  const errors = preview?.counts.error ?? 0;

  let body: React.ReactNode = null;
  let footer: React.ReactNode[] = [];
  if (shown === 'Upload') {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Upload.Dragger
          accept=".csv,.xlsx"
          multiple={false}
          showUploadList={false}
          disabled={upload.isPending}
          beforeUpload={(file) => {
            chooseFile(file);
            return false;
          }}
        >
          <p className="admin-import__drop">
            {upload.isPending ? 'Uploading…' : 'Choose a .csv or .xlsx file, or drop it here'}
          </p>
          <p className="admin-import__hint">
            At most 20 MB. Exports of Planning Center People, Breeze, ChurchCRM and Mailchimp are
            recognised.
          </p>
        </Upload.Dragger>
        {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
      </Space>
    );
    footer = [
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
    ];
  } else if (!found) {
    body = current.isError ? (
      <Alert type="error" showIcon role="alert" title={errorText(current.error)} />
    ) : (
      <p role="status">Loading the import…</p>
    );
    footer = [
      <Button key="close" onClick={onClose}>
        Close
      </Button>,
    ];
  } else if (shown === 'Map columns') {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <p>
          <strong>{found.fileName}</strong>: {plural(found.totalRows, 'row')}.{' '}
          {found.source ? (
            <Tag color="blue">Recognised: {SOURCE_LABELS[found.source]} export</Tag>
          ) : (
            'Not a recognised export: check each column.'
          )}
        </p>
        <ScrollTable<ColumnMapping>
          aria-label="Columns of the file"
          rowKey="column"
          size="small"
          pagination={false}
          dataSource={columns}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Column', dataIndex: 'column', render: (value: string) => value || '(empty)' },
            {
              title: target === 'subscribers' ? 'Subscriber field' : 'Member field',
              dataIndex: 'field',
              render: (field: ImportField, row) => (
                <Select<ImportField>
                  aria-label={`Field for ${row.column || 'the empty column'}`}
                  value={field}
                  options={fieldOptions(target)}
                  // Every field is in the list at once, so each can be found (and read) at once.
                  virtual={false}
                  listHeight={320}
                  style={{ minWidth: 220 }}
                  onChange={(next) =>
                    setMapping(
                      columns.map((m) => (m.column === row.column ? { ...m, field: next } : m)),
                    )
                  }
                />
              ),
            },
          ]}
        />
        {problem && <Alert type="warning" showIcon title={problem} />}
        {previewCall.isError && (
          <Alert type="error" showIcon role="alert" title={errorText(previewCall.error)} />
        )}
      </Space>
    );
    footer = [
      <Button key="cancel" onClick={onClose}>
        Cancel
      </Button>,
      <Button
        key="preview"
        type="primary"
        disabled={problem !== null}
        loading={previewCall.isPending}
        onClick={() => askPreview(existing, 'Preview')}
      >
        Preview
      </Button>,
    ];
  } else if (shown === 'Preview' && preview) {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Counts counts={preview.counts} />
        <ScrollTable<PreviewRow>
          aria-label="The first 20 rows as they will be stored"
          rowKey="rowNumber"
          size="small"
          pagination={false}
          dataSource={preview.rows}
          scroll={{ x: 'max-content' }}
          columns={
            target === 'subscribers'
              ? [
                  { title: 'Row', dataIndex: 'rowNumber' },
                  { title: 'Result', dataIndex: 'outcome', render: (o: string) => outcomeTag(o) },
                  { title: 'Name', render: (_, row) => row.subscriber?.name ?? '' },
                  { title: 'E-mail', render: (_, row) => row.subscriber?.email ?? '' },
                  {
                    title: 'Subscribed',
                    render: (_, row) =>
                      row.subscriber ? (row.subscriber.subscribeToEmails ? 'Yes' : 'No') : '',
                  },
                  { title: 'Note', dataIndex: 'message', render: (m: string | null) => m ?? '' },
                ]
              : [
                  { title: 'Row', dataIndex: 'rowNumber' },
                  { title: 'Result', dataIndex: 'outcome', render: (o: string) => outcomeTag(o) },
                  {
                    title: 'Name',
                    render: (_, row) =>
                      row.member ? `${row.member.firstName} ${row.member.lastName}`.trim() : '',
                  },
                  { title: 'E-mail', render: (_, row) => row.member?.email ?? '' },
                  { title: 'Phone', render: (_, row) => row.member?.phone ?? '' },
                  { title: 'Age', render: (_, row) => row.member?.age ?? '' },
                  { title: 'Marital status', render: (_, row) => row.member?.maritalStatus ?? '' },
                  {
                    title: 'Location',
                    render: (_, row) =>
                      [row.member?.city, row.member?.state, row.member?.country]
                        .filter(Boolean)
                        .join(', '),
                  },
                  {
                    title: 'E-mail updates',
                    render: (_, row) =>
                      row.member ? (row.member.subscribeToEmails ? 'Yes' : 'No') : '',
                  },
                  { title: 'Note', dataIndex: 'message', render: (m: string | null) => m ?? '' },
                ]
          }
        />
        {preview.errors.length > 0 && <ErrorRows errors={preview.errors} total={errors} />}
      </Space>
    );
    footer = [
      <Button key="back" onClick={() => setStep('Map columns')}>
        Back
      </Button>,
      <Button key="next" type="primary" onClick={() => setStep('Choose')}>
        Next
      </Button>,
    ];
  } else if (shown === 'Choose' || (shown === 'Preview' && !preview)) {
    body = (
      <Space orientation="vertical" size="large" className="admin-import__step">
        <fieldset className="admin-import__fieldset">
          <legend>{words.existing}</legend>
          <Radio.Group
            value={existing}
            onChange={(event) => {
              const next = event.target.value as ExistingChoice;
              setExisting(next);
              askPreview(next);
            }}
          >
            <Space orientation="vertical">
              {(Object.entries(existingLabels) as [ExistingChoice, string][]).map(
                ([choice, label]) => (
                  <Radio key={choice} value={choice}>
                    {label}
                  </Radio>
                ),
              )}
            </Space>
          </Radio.Group>
        </fieldset>
        <fieldset className="admin-import__fieldset">
          <legend>E-mail consent</legend>
          <Space orientation="vertical">
            <Checkbox
              checked={consentConfirmed}
              onChange={(event) => consentChanged(event.target.checked, sendConfirmation)}
            >
              I confirm these people agreed to receive our e-mails
            </Checkbox>
            <Checkbox
              checked={sendConfirmation}
              onChange={(event) => consentChanged(consentConfirmed, event.target.checked)}
            >
              Send a confirmation e-mail to the others (its link subscribes them)
            </Checkbox>
          </Space>
          <p className="admin-import__hint">
            {target === 'subscribers'
              ? 'People are added to the list only where the file says they subscribed and you confirm their consent. The others are not added; with the confirmation e-mail, they add themselves by its link (never those the file marks unsubscribed).'
              : 'People are subscribed only where the file says so and you confirm their consent; everyone else is imported unsubscribed. With the confirmation e-mail, new members not subscribed turn e-mail updates on by its link (never those the file marks unsubscribed).'}
          </p>
        </fieldset>
        {preview && <Counts counts={preview.counts} />}
        {errors > 0 && (
          <Checkbox
            checked={importValidRows}
            onChange={(event) => setImportValidRows(event.target.checked)}
          >
            Import the valid rows ({plural(errors, 'row')} in error will be left out)
          </Checkbox>
        )}
        {run.isError && <Alert type="error" showIcon role="alert" title={errorText(run.error)} />}
      </Space>
    );
    footer = [
      <Button key="back" onClick={() => setStep('Preview')} disabled={!preview}>
        Back
      </Button>,
      <Button
        key="run"
        type="primary"
        loading={run.isPending}
        disabled={previewCall.isPending || (errors > 0 && !importValidRows)}
        onClick={startRun}
      >
        Run import
      </Button>,
    ];
  } else if (shown === 'Run') {
    const percent = progressPercent(found);
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <p>
          <strong>{found.fileName}</strong>:{' '}
          {found.status === 'queued'
            ? 'waiting for the worker…'
            : `${found.processedRows.toLocaleString('en-US')} of ${plural(found.totalRows, 'row')} written`}
        </p>
        <Progress
          percent={percent}
          status={found.status === 'failed' ? 'exception' : isRunning(found) ? 'active' : 'normal'}
          aria-label="Import progress"
        />
        {found.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="The import failed: nothing was imported"
            description={found.failure}
          />
        )}
        <p className="admin-import__hint">
          You may close this window: the import goes on, and Past imports shows it.
        </p>
      </Space>
    );
    footer =
      found.status === 'failed'
        ? [
            <Button key="close" onClick={onClose}>
              Close
            </Button>,
            <Button key="again" type="primary" onClick={() => setStep('Map columns')}>
              Change the choices
            </Button>,
          ]
        : [
            <Button key="close" onClick={onClose}>
              Close
            </Button>,
          ];
  } else {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Alert
          type={found.status === 'undone' ? 'info' : 'success'}
          showIcon
          title={found.status === 'undone' ? 'This import was undone' : 'The import is complete'}
        />
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'file', label: 'File', children: found.fileName },
            { key: 'create', label: 'Created', children: found.counts.create },
            { key: 'update', label: 'Updated', children: found.counts.update },
            { key: 'skip', label: 'Skipped', children: found.counts.skip },
            { key: 'error', label: 'Errors', children: found.counts.error },
          ]}
        />
        <Button href={reportUrl(found.id)} download>
          Download report (CSV)
        </Button>
      </Space>
    );
    footer = [
      <Button key="close" type="primary" onClick={onClose}>
        Close
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title={words.title}
      onCancel={onClose}
      footer={footer}
      width={960}
      maskClosable={false}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={STEPS.indexOf(shown)}
        items={STEPS.map((title) => ({ title }))}
        className="admin-import__steps"
        responsive
      />
      {body}
    </Modal>
  );
}

function outcomeTag(outcome: string) {
  const colour =
    outcome === 'created'
      ? 'green'
      : outcome === 'updated'
        ? 'blue'
        : outcome === 'error'
          ? 'red'
          : 'default';
  return <Tag color={colour}>{outcome}</Tag>;
}

function Counts({ counts }: { counts: ImportPreviewDto['counts'] }) {
  return (
    <ul className="admin-import__counts" aria-label="Import counts">
      <li>
        <strong>{counts.create.toLocaleString('en-US')}</strong> to create
      </li>
      <li>
        <strong>{counts.update.toLocaleString('en-US')}</strong> to update
      </li>
      <li>
        <strong>{counts.skip.toLocaleString('en-US')}</strong> to skip
      </li>
      <li>
        <strong>{counts.error.toLocaleString('en-US')}</strong> in error
      </li>
    </ul>
  );
}

function ErrorRows({ errors, total }: { errors: PreviewError[]; total: number }) {
  return (
    <section aria-label="Rows in error">
      <h3 className="admin-import__subtitle">
        Rows in error{total > errors.length ? ` (the first ${errors.length} of ${total})` : ''}
      </h3>
      <ScrollTable<PreviewError>
        aria-label="Rows in error"
        rowKey="rowNumber"
        size="small"
        pagination={false}
        dataSource={errors}
        scroll={{ x: 'max-content', y: 240 }}
        columns={[
          { title: 'Row', dataIndex: 'rowNumber' },
          { title: 'E-mail', dataIndex: 'email', render: (e: string | null) => e ?? '' },
          { title: 'Reason', dataIndex: 'message' },
        ]}
      />
    </section>
  );
}
