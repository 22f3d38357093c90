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
import { Trans, useLingui, type I18n } from '@ministry/frontend-kit';
import { ScrollTable } from '../../../shared/ScrollTable';
import { errorText } from '../../../shared/error-text';
import { valueLabel } from '../../members/member-labels';
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
  fieldLabel,
  fieldLabelsOf,
  fileProblem,
  formatNumber,
  isRunning,
  mappingProblem,
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

/** Each step's title in the steps bar. */
const STEP_TITLES: Record<Step, { id: string; message: string }> = {
  Upload: /*i18n*/ { id: 'admin.imports.stepUpload', message: 'Upload' },
  'Map columns': /*i18n*/ { id: 'admin.imports.stepMap', message: 'Map columns' },
  Preview: /*i18n*/ { id: 'admin.imports.stepPreview', message: 'Preview' },
  Choose: /*i18n*/ { id: 'admin.imports.stepChoose', message: 'Choose' },
  Run: /*i18n*/ { id: 'admin.imports.stepRun', message: 'Run' },
  Report: /*i18n*/ { id: 'admin.imports.stepReport', message: 'Report' },
};

const fieldOptions = (target: ImportTarget) =>
  (Object.keys(fieldLabelsOf(target)) as ImportField[]).map((value) => ({
    value,
    label: fieldLabel(target, value),
  }));

/**
 * A file's name at the start of a sentence, isolated: a right-to-left page gives each paragraph the
 * direction of its first letter, which would otherwise be the (Latin) file name's.
 */
const FILE_NAME = <strong dir="auto" />;

/** A row's marital status as the members list shows it. */
const maritalLabel = (value: string | null | undefined) => valueLabel('maritalStatus', value);

/** Yes or No, for a row's subscription. */
const yesNo = (i18n: I18n, yes: boolean) =>
  yes
    ? i18n._({ id: 'admin.imports.yes', message: 'Yes' })
    : i18n._({ id: 'admin.imports.no', message: 'No' });

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
  const { i18n } = useLingui();
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
            {upload.isPending
              ? i18n._({ id: 'admin.imports.uploading', message: 'Uploading…' })
              : i18n._({
                  id: 'admin.imports.choose',
                  message: 'Choose a .csv or .xlsx file, or drop it here',
                })}
          </p>
          <p className="admin-import__hint">
            {i18n._({
              id: 'admin.imports.chooseHint',
              message:
                'At most 20 MB. Exports of Planning Center People, Breeze, ChurchCRM and Mailchimp are recognised.',
            })}
          </p>
        </Upload.Dragger>
        {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
      </Space>
    );
    footer = [
      <Button key="cancel" onClick={onClose}>
        {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
      </Button>,
    ];
  } else if (!found) {
    body = current.isError ? (
      <Alert type="error" showIcon role="alert" title={errorText(current.error)} />
    ) : (
      <p role="status">
        {i18n._({ id: 'admin.imports.loadingImport', message: 'Loading the import…' })}
      </p>
    );
    footer = [
      <Button key="close" onClick={onClose}>
        {i18n._({ id: 'admin.action.close', message: 'Close' })}
      </Button>,
    ];
  } else if (shown === 'Map columns') {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <p>
          <Trans
            id="admin.imports.fileRows"
            message="<0>{file}</0>: {count, plural, one {# row} other {# rows}}."
            values={{ file: found.fileName, count: found.totalRows }}
            components={{ 0: FILE_NAME }}
          />{' '}
          {found.source ? (
            <Tag color="blue">
              {i18n._({
                id: 'admin.imports.recognised',
                message: 'Recognised: {source} export',
                values: { source: SOURCE_LABELS[found.source] },
              })}
            </Tag>
          ) : (
            i18n._({
              id: 'admin.imports.notRecognised',
              message: 'Not a recognised export: check each column.',
            })
          )}
        </p>
        <ScrollTable<ColumnMapping>
          aria-label={i18n._({ id: 'admin.imports.columnsTable', message: 'Columns of the file' })}
          rowKey="column"
          size="small"
          pagination={false}
          dataSource={columns}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: i18n._({ id: 'admin.imports.column', message: 'Column' }),
              dataIndex: 'column',
              render: (value: string) =>
                value || i18n._({ id: 'admin.imports.emptyColumn', message: '(empty)' }),
            },
            {
              title:
                target === 'subscribers'
                  ? i18n._({ id: 'admin.imports.subscriberField', message: 'Subscriber field' })
                  : i18n._({ id: 'admin.imports.memberField', message: 'Member field' }),
              dataIndex: 'field',
              render: (field: ImportField, row) => (
                <Select<ImportField>
                  aria-label={
                    row.column
                      ? i18n._({
                          id: 'admin.imports.fieldFor',
                          message: 'Field for {column}',
                          values: { column: row.column },
                        })
                      : i18n._({
                          id: 'admin.imports.fieldForEmpty',
                          message: 'Field for the empty column',
                        })
                  }
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
        {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
      </Button>,
      <Button
        key="preview"
        type="primary"
        disabled={problem !== null}
        loading={previewCall.isPending}
        onClick={() => askPreview(existing, 'Preview')}
      >
        {i18n._({ id: 'admin.imports.preview', message: 'Preview' })}
      </Button>,
    ];
  } else if (shown === 'Preview' && preview) {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Counts counts={preview.counts} />
        <ScrollTable<PreviewRow>
          aria-label={i18n._({
            id: 'admin.imports.previewTable',
            message: 'The first 20 rows as they will be stored',
          })}
          rowKey="rowNumber"
          size="small"
          pagination={false}
          dataSource={preview.rows}
          scroll={{ x: 'max-content' }}
          columns={
            target === 'subscribers'
              ? [
                  { title: rowTitle(i18n), dataIndex: 'rowNumber' },
                  {
                    title: resultTitle(i18n),
                    dataIndex: 'outcome',
                    render: (o: string) => outcomeTag(i18n, o),
                  },
                  {
                    title: i18n._({ id: 'admin.imports.fieldName', message: 'Name' }),
                    render: (_, row) => row.subscriber?.name ?? '',
                  },
                  { title: emailTitle(i18n), render: (_, row) => row.subscriber?.email ?? '' },
                  {
                    title: i18n._({ id: 'admin.imports.fieldSubscribed', message: 'Subscribed' }),
                    render: (_, row) =>
                      row.subscriber ? yesNo(i18n, row.subscriber.subscribeToEmails) : '',
                  },
                  {
                    title: noteTitle(i18n),
                    dataIndex: 'message',
                    render: (m: string | null) => m ?? '',
                  },
                ]
              : [
                  { title: rowTitle(i18n), dataIndex: 'rowNumber' },
                  {
                    title: resultTitle(i18n),
                    dataIndex: 'outcome',
                    render: (o: string) => outcomeTag(i18n, o),
                  },
                  {
                    title: i18n._({ id: 'admin.imports.fieldName', message: 'Name' }),
                    render: (_, row) =>
                      row.member ? `${row.member.firstName} ${row.member.lastName}`.trim() : '',
                  },
                  { title: emailTitle(i18n), render: (_, row) => row.member?.email ?? '' },
                  {
                    title: i18n._({ id: 'admin.imports.fieldPhone', message: 'Phone' }),
                    render: (_, row) => row.member?.phone ?? '',
                  },
                  {
                    title: i18n._({ id: 'admin.imports.fieldAge', message: 'Age' }),
                    render: (_, row) => row.member?.age ?? '',
                  },
                  {
                    title: i18n._({
                      id: 'admin.imports.fieldMaritalStatus',
                      message: 'Marital status',
                    }),
                    render: (_, row) => maritalLabel(row.member?.maritalStatus),
                  },
                  {
                    title: i18n._({ id: 'admin.imports.location', message: 'Location' }),
                    render: (_, row) =>
                      [row.member?.city, row.member?.state, row.member?.country]
                        .filter(Boolean)
                        .join(', '),
                  },
                  {
                    title: i18n._({ id: 'admin.imports.emailUpdates', message: 'E-mail updates' }),
                    render: (_, row) =>
                      row.member ? yesNo(i18n, row.member.subscribeToEmails) : '',
                  },
                  {
                    title: noteTitle(i18n),
                    dataIndex: 'message',
                    render: (m: string | null) => m ?? '',
                  },
                ]
          }
        />
        {preview.errors.length > 0 && <ErrorRows errors={preview.errors} total={errors} />}
      </Space>
    );
    footer = [
      <Button key="back" onClick={() => setStep('Map columns')}>
        {i18n._({ id: 'admin.imports.back', message: 'Back' })}
      </Button>,
      <Button key="next" type="primary" onClick={() => setStep('Choose')}>
        {i18n._({ id: 'admin.imports.next', message: 'Next' })}
      </Button>,
    ];
  } else if (shown === 'Choose' || (shown === 'Preview' && !preview)) {
    body = (
      <Space orientation="vertical" size="large" className="admin-import__step">
        <fieldset className="admin-import__fieldset">
          <legend>{i18n._(words.existing)}</legend>
          <Radio.Group
            value={existing}
            onChange={(event) => {
              const next = event.target.value as ExistingChoice;
              setExisting(next);
              askPreview(next);
            }}
          >
            <Space orientation="vertical">
              {(
                Object.entries(existingLabels) as [
                  ExistingChoice,
                  { id: string; message: string },
                ][]
              ).map(([choice, label]) => (
                <Radio key={choice} value={choice}>
                  {i18n._(label)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </fieldset>
        <fieldset className="admin-import__fieldset">
          <legend>{i18n._({ id: 'admin.imports.consent', message: 'E-mail consent' })}</legend>
          <Space orientation="vertical">
            <Checkbox
              checked={consentConfirmed}
              onChange={(event) => consentChanged(event.target.checked, sendConfirmation)}
            >
              {i18n._({
                id: 'admin.imports.consentConfirmed',
                message: 'I confirm these people agreed to receive our e-mails',
              })}
            </Checkbox>
            <Checkbox
              checked={sendConfirmation}
              onChange={(event) => consentChanged(consentConfirmed, event.target.checked)}
            >
              {i18n._({
                id: 'admin.imports.sendConfirmation',
                message: 'Send a confirmation e-mail to the others (its link subscribes them)',
              })}
            </Checkbox>
          </Space>
          <p className="admin-import__hint">
            {target === 'subscribers'
              ? i18n._({
                  id: 'admin.imports.consentHintSubscribers',
                  message:
                    'People are added to the list only where the file says they subscribed and you confirm their consent. The others are not added; with the confirmation e-mail, they add themselves by its link (never those the file marks unsubscribed).',
                })
              : i18n._({
                  id: 'admin.imports.consentHintMembers',
                  message:
                    'People are subscribed only where the file says so and you confirm their consent; everyone else is imported unsubscribed. With the confirmation e-mail, new members not subscribed turn e-mail updates on by its link (never those the file marks unsubscribed).',
                })}
          </p>
        </fieldset>
        {preview && <Counts counts={preview.counts} />}
        {errors > 0 && (
          <Checkbox
            checked={importValidRows}
            onChange={(event) => setImportValidRows(event.target.checked)}
          >
            {i18n._({
              id: 'admin.imports.importValid',
              message:
                'Import the valid rows ({count, plural, one {# row} other {# rows}} in error will be left out)',
              values: { count: errors },
            })}
          </Checkbox>
        )}
        {run.isError && <Alert type="error" showIcon role="alert" title={errorText(run.error)} />}
      </Space>
    );
    footer = [
      <Button key="back" onClick={() => setStep('Preview')} disabled={!preview}>
        {i18n._({ id: 'admin.imports.back', message: 'Back' })}
      </Button>,
      <Button
        key="run"
        type="primary"
        loading={run.isPending}
        disabled={previewCall.isPending || (errors > 0 && !importValidRows)}
        onClick={startRun}
      >
        {i18n._({ id: 'admin.imports.run', message: 'Run import' })}
      </Button>,
    ];
  } else if (shown === 'Run') {
    const percent = progressPercent(found);
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <p>
          {found.status === 'queued' ? (
            <Trans
              id="admin.imports.waiting"
              message="<0>{file}</0>: waiting for the worker…"
              values={{ file: found.fileName }}
              components={{ 0: FILE_NAME }}
            />
          ) : (
            <Trans
              id="admin.imports.written"
              message="<0>{file}</0>: {processed} of {count, plural, one {# row} other {# rows}} written"
              values={{
                file: found.fileName,
                processed: formatNumber(found.processedRows),
                count: found.totalRows,
              }}
              components={{ 0: FILE_NAME }}
            />
          )}
        </p>
        <Progress
          percent={percent}
          status={found.status === 'failed' ? 'exception' : isRunning(found) ? 'active' : 'normal'}
          aria-label={i18n._({ id: 'admin.imports.progress', message: 'Import progress' })}
        />
        {found.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={i18n._({
              id: 'admin.imports.failed',
              message: 'The import failed: nothing was imported',
            })}
            description={found.failure}
          />
        )}
        <p className="admin-import__hint">
          {i18n._({
            id: 'admin.imports.mayClose',
            message: 'You may close this window: the import goes on, and Past imports shows it.',
          })}
        </p>
      </Space>
    );
    footer =
      found.status === 'failed'
        ? [
            <Button key="close" onClick={onClose}>
              {i18n._({ id: 'admin.action.close', message: 'Close' })}
            </Button>,
            <Button key="again" type="primary" onClick={() => setStep('Map columns')}>
              {i18n._({ id: 'admin.imports.changeChoices', message: 'Change the choices' })}
            </Button>,
          ]
        : [
            <Button key="close" onClick={onClose}>
              {i18n._({ id: 'admin.action.close', message: 'Close' })}
            </Button>,
          ];
  } else {
    body = (
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Alert
          type={found.status === 'undone' ? 'info' : 'success'}
          showIcon
          title={
            found.status === 'undone'
              ? i18n._({ id: 'admin.imports.wasUndone', message: 'This import was undone' })
              : i18n._({ id: 'admin.imports.complete', message: 'The import is complete' })
          }
        />
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'file',
              label: i18n._({ id: 'admin.imports.file', message: 'File' }),
              children: found.fileName,
            },
            {
              key: 'create',
              label: i18n._({ id: 'admin.imports.created', message: 'Created' }),
              children: found.counts.create,
            },
            {
              key: 'update',
              label: i18n._({ id: 'admin.imports.updated', message: 'Updated' }),
              children: found.counts.update,
            },
            {
              key: 'skip',
              label: i18n._({ id: 'admin.imports.skipped', message: 'Skipped' }),
              children: found.counts.skip,
            },
            {
              key: 'error',
              label: i18n._({ id: 'admin.imports.errors', message: 'Errors' }),
              children: found.counts.error,
            },
          ]}
        />
        <Button href={reportUrl(found.id)} download>
          {i18n._({ id: 'admin.imports.downloadReport', message: 'Download report (CSV)' })}
        </Button>
      </Space>
    );
    footer = [
      <Button key="close" type="primary" onClick={onClose}>
        {i18n._({ id: 'admin.action.close', message: 'Close' })}
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title={i18n._(words.title)}
      onCancel={onClose}
      footer={footer}
      width={960}
      maskClosable={false}
      destroyOnHidden
    >
      <Steps
        size="small"
        current={STEPS.indexOf(shown)}
        items={STEPS.map((step) => ({ title: i18n._(STEP_TITLES[step]) }))}
        className="admin-import__steps"
        responsive
      />
      {body}
    </Modal>
  );
}

const rowTitle = (i18n: I18n) => i18n._({ id: 'admin.imports.row', message: 'Row' });
const resultTitle = (i18n: I18n) => i18n._({ id: 'admin.imports.result', message: 'Result' });
const emailTitle = (i18n: I18n) => i18n._({ id: 'admin.imports.fieldEmail', message: 'E-mail' });
const noteTitle = (i18n: I18n) => i18n._({ id: 'admin.imports.note', message: 'Note' });

const OUTCOMES: Record<string, { color: string; label: { id: string; message: string } }> = {
  created: {
    color: 'green',
    label: /*i18n*/ { id: 'admin.imports.outcomeCreated', message: 'created' },
  },
  updated: {
    color: 'blue',
    label: /*i18n*/ { id: 'admin.imports.outcomeUpdated', message: 'updated' },
  },
  skipped: {
    color: 'default',
    label: /*i18n*/ { id: 'admin.imports.outcomeSkipped', message: 'skipped' },
  },
  error: { color: 'red', label: /*i18n*/ { id: 'admin.imports.outcomeError', message: 'error' } },
};

function outcomeTag(i18n: I18n, outcome: string) {
  const known = OUTCOMES[outcome] as (typeof OUTCOMES)[string] | undefined;
  return <Tag color={known?.color ?? 'default'}>{known ? i18n._(known.label) : outcome}</Tag>;
}

function Counts({ counts }: { counts: ImportPreviewDto['counts'] }) {
  const { i18n } = useLingui();
  const strong = { 0: <strong /> };
  return (
    <ul
      className="admin-import__counts"
      aria-label={i18n._({ id: 'admin.imports.counts', message: 'Import counts' })}
    >
      <li>
        <Trans
          id="admin.imports.toCreate"
          message="<0>{count}</0> to create"
          values={{ count: formatNumber(counts.create) }}
          components={strong}
        />
      </li>
      <li>
        <Trans
          id="admin.imports.toUpdate"
          message="<0>{count}</0> to update"
          values={{ count: formatNumber(counts.update) }}
          components={strong}
        />
      </li>
      <li>
        <Trans
          id="admin.imports.toSkip"
          message="<0>{count}</0> to skip"
          values={{ count: formatNumber(counts.skip) }}
          components={strong}
        />
      </li>
      <li>
        <Trans
          id="admin.imports.inError"
          message="<0>{count}</0> in error"
          values={{ count: formatNumber(counts.error) }}
          components={strong}
        />
      </li>
    </ul>
  );
}

function ErrorRows({ errors, total }: { errors: PreviewError[]; total: number }) {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'admin.imports.errorRows', message: 'Rows in error' });
  return (
    <section aria-label={title}>
      <h3 className="admin-import__subtitle">
        {total > errors.length
          ? i18n._({
              id: 'admin.imports.errorRowsFirst',
              message: 'Rows in error (the first {shown} of {total})',
              values: { shown: formatNumber(errors.length), total: formatNumber(total) },
            })
          : title}
      </h3>
      <ScrollTable<PreviewError>
        aria-label={title}
        rowKey="rowNumber"
        size="small"
        pagination={false}
        dataSource={errors}
        scroll={{ x: 'max-content', y: 240 }}
        columns={[
          { title: rowTitle(i18n), dataIndex: 'rowNumber' },
          { title: emailTitle(i18n), dataIndex: 'email', render: (e: string | null) => e ?? '' },
          {
            title: i18n._({ id: 'admin.imports.reason', message: 'Reason' }),
            dataIndex: 'message',
          },
        ]}
      />
    </section>
  );
}
