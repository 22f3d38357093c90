import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Select, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf, rethrowAsHttpError } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useCan } from '../../../shared/permissions';
import { formatMoney, statementsQuestion } from '../giving-values';

const YEARS_KEY = ['/api/admin/giving/statements'] as const;

const previewUrl = (year: number, email: string) =>
  `/api/admin/giving/statements/${year}/preview?email=${encodeURIComponent(email)}`;

/**
 * The Giving tab's year-end statements: choose a year, preview one donor's statement (the PDF the
 * e-mail attaches, opened in a new tab), then e-mail every donor of the year theirs. The server
 * sends each donor one statement a year however often this is pressed.
 */
export function StatementsPanel() {
  const { i18n } = useLingui();
  const canSend = useCan('giving.manage');
  const queryClient = useQueryClient();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  // The chosen donor with their label: a new search may leave them out of the options.
  const [donor, setDonor] = useState<{ value: string; label: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The year whose statements were asked for here: the job writes their rows after the answer.
  const [requested, setRequested] = useState<number | null>(null);
  const years = useQuery({
    queryKey: YEARS_KEY,
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/admin/giving/statements', { signal })).catch(rethrowAsHttpError),
    // While statements are going out (or the run just asked for has not written them all yet),
    // their count follows.
    refetchInterval: (query) =>
      query.state.data?.some(
        (y) => y.sent < y.queued || (y.year === requested && y.queued < y.donors),
      )
        ? 3000
        : false,
  });
  const year = chosenYear ?? years.data?.[0]?.year ?? null;
  const current = years.data?.find((y) => y.year === year);
  const previewLabel = i18n._({
    id: 'admin.giving.previewStatement',
    message: 'Preview statement (PDF)',
  });

  const donors = useQuery({
    queryKey: ['/api/admin/giving/statements/{year}/donors', year, search],
    enabled: year !== null,
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/giving/statements/{year}/donors', {
          params: { path: { year: String(year) }, query: search ? { search } : {} },
          signal,
        }),
      ).catch(rethrowAsHttpError),
  });

  const send = useMutation({
    mutationFn: (y: number) =>
      dataOf(
        api.POST('/api/admin/giving/statements/{year}/send', {
          params: { path: { year: String(y) } },
        }),
      ),
    onSuccess: (answer, y) => {
      setConfirming(false);
      setRequested(y);
      notifySuccess(
        i18n._({ id: 'admin.giving.statementsQueued', message: 'Statements queued' }),
        answer.message,
      );
      void queryClient.invalidateQueries({ queryKey: YEARS_KEY });
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(
        error.message,
        i18n._({ id: 'admin.giving.statementsNotSent', message: 'Statements not sent' }),
      );
    },
  });

  return (
    <section className="giving-statements" aria-labelledby="giving-statements-title">
      <h3 id="giving-statements-title">
        {i18n._({ id: 'admin.giving.statements', message: 'Year-end statements' })}
      </h3>
      {years.isError ? (
        <Alert type="error" showIcon role="alert" title={years.error.message} />
      ) : years.isPending ? (
        <p role="status">
          {i18n._({ id: 'admin.giving.loadingYears', message: 'Loading the years…' })}
        </p>
      ) : !years.data.length ? (
        <p>
          {i18n._({ id: 'admin.giving.noGiftsYet', message: 'No gifts have been recorded yet.' })}
        </p>
      ) : (
        <>
          <p className="giving-statements__hint">
            {i18n._({
              id: 'admin.giving.statementsHint',
              message:
                'Each donor with an e-mail address gets one statement a year: every gift, the totals per fund and the statement text an Administrator sets in Settings → Giving, in the message and as a PDF.',
            })}
          </p>
          <Form layout="vertical" component="div" className="giving-statements__form">
            <Form.Item
              label={i18n._({ id: 'admin.giving.year', message: 'Year' })}
              htmlFor="giving-statements-year"
            >
              <Select
                id="giving-statements-year"
                value={year}
                onChange={(value: number) => {
                  setChosenYear(value);
                  setDonor(null);
                  setSearch('');
                }}
                options={years.data.map((y) => ({ value: y.year, label: String(y.year) }))}
                style={{ minWidth: 120 }}
              />
            </Form.Item>
            <Form.Item
              label={i18n._({ id: 'admin.giving.previewDonor', message: 'Donor to preview' })}
              htmlFor="giving-statements-donor"
            >
              <Select
                id="giving-statements-donor"
                showSearch={{ filterOption: false, onSearch: setSearch }}
                allowClear
                labelInValue
                value={donor ?? undefined}
                onChange={(value?: { value: string; label: ReactNode }) =>
                  setDonor(value ? { value: value.value, label: String(value.label) } : null)
                }
                placeholder={i18n._({
                  id: 'admin.giving.previewDonorPlaceholder',
                  message: 'Type a name or address',
                })}
                loading={donors.isFetching}
                notFoundContent={
                  donors.isFetching
                    ? i18n._({ id: 'admin.giving.searching', message: 'Searching…' })
                    : i18n._({ id: 'admin.giving.noDonorFound', message: 'No donor found' })
                }
                options={(donors.data ?? []).map((d) => ({
                  value: d.email,
                  label: `${d.name || d.email} · ${formatMoney(d.total, d.currency)}${d.name ? ` · ${d.email}` : ''}`,
                }))}
                className="giving-statements__donor"
                // Each option whole (name, amount, address), wrapped: a long name cut short would
                // hide what tells two donors apart.
                classNames={{ popup: { root: 'giving-statements__donor-popup' } }}
              />
            </Form.Item>
          </Form>
          <Space wrap>
            {year !== null && donor ? (
              <Button href={previewUrl(year, donor.value)} target="_blank" rel="noopener">
                {previewLabel}
              </Button>
            ) : (
              <Button disabled>{previewLabel}</Button>
            )}
            {canSend && current && (
              <Button type="primary" onClick={() => setConfirming(true)}>
                {i18n._({
                  id: 'admin.giving.sendStatements',
                  message: 'E-mail the {year} statements',
                  values: { year: String(current.year) },
                })}
              </Button>
            )}
          </Space>
          {current && (
            <p className="giving-statements__status" role="status">
              {current.queued > 0
                ? i18n._({
                    id: 'admin.giving.statementsProgress',
                    message:
                      '{year}: {donors, plural, one {# donor} other {# donors}} with an e-mail address · {sent} of {queued, plural, one {# statement} other {# statements}} e-mailed',
                    values: {
                      year: String(current.year),
                      donors: current.donors,
                      sent: current.sent,
                      queued: current.queued,
                    },
                  })
                : i18n._({
                    id: 'admin.giving.statementsDonors',
                    message:
                      '{year}: {donors, plural, one {# donor} other {# donors}} with an e-mail address',
                    values: { year: String(current.year), donors: current.donors },
                  })}
            </p>
          )}
          {current && (
            <ConfirmDialog
              open={confirming}
              title={i18n._({
                id: 'admin.giving.sendStatementsTitle',
                message: 'E-mail the {year} statements?',
                values: { year: String(current.year) },
              })}
              text={statementsQuestion(current)}
              confirmLabel={i18n._({
                id: 'admin.giving.sendStatementsConfirm',
                message: 'E-mail statements',
              })}
              pending={send.isPending}
              onConfirm={() => send.mutate(current.year)}
              onCancel={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </section>
  );
}
