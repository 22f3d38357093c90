import { Button, Form, Input } from 'antd';
import { Trans, languageInfo, useLingui, type Language } from '@ministry/frontend-kit';
import type { Message } from '../settings-values';
import { BLANK_SERVICE_TIME, MAX_SERVICE_TIMES, type ServiceTimeRow } from '../settings-values';

/** The example row the placeholders show (in the dashboard's language). */
const EXAMPLE: Record<keyof ServiceTimeRow, Message> = {
  name: /*i18n*/ { id: 'admin.settings.serviceTimes.exampleName', message: 'Shabbat Fellowship' },
  days: /*i18n*/ { id: 'admin.settings.serviceTimes.exampleDays', message: 'Saturday' },
  time: /*i18n*/ { id: 'admin.settings.serviceTimes.exampleTime', message: '10:00 AM - 12:00 PM' },
};

/**
 * The service-times list (contact section): rows of name, day(s) and time text, added, removed and
 * moved up or down with buttons a keyboard reaches. The home page shows them in this order.
 *
 * With `language`, one language's own list (`translations.<tag>.serviceTimes`): its rows are named
 * after the language, typed in it, and show the default language's rows (`fallback`) as
 * placeholders; left empty, the default language's list is shown.
 */
export function ServiceTimesField({
  language,
  fallback = [],
  fallbackName,
}: {
  language?: Language;
  fallback?: readonly ServiceTimeRow[];
  fallbackName?: string;
} = {}) {
  const { i18n } = useLingui();
  const info = language ? languageInfo(language) : undefined;
  const example: ServiceTimeRow = {
    name: i18n._(EXAMPLE.name),
    days: i18n._(EXAMPLE.days),
    time: i18n._(EXAMPLE.time),
  };
  const typed = info ? { lang: info.code, dir: info.dir === 'rtl' ? 'rtl' : 'auto' } : {};
  return (
    <Form.List name={language ? ['translations', language, 'serviceTimes'] : 'serviceTimes'}>
      {(rows, { add, remove, move }, { errors }) => (
        <fieldset className="settings-service-times">
          <legend className="settings-service-times__legend">
            {info ? (
              <Trans
                id="admin.settings.serviceTimes.titleIn"
                message="Service times (<0>{language}</0>)"
                values={{ language: info.name }}
                components={{ 0: <span lang={info.code} /> }}
              />
            ) : (
              i18n._({ id: 'admin.settings.serviceTimes.title', message: 'Service times' })
            )}
          </legend>
          <p className="settings-hint">
            {info
              ? fallbackName
                ? i18n._({
                    id: 'admin.settings.serviceTimes.fallbackHint',
                    message:
                      'Empty: the {language} list is shown. Written, this whole list is shown instead, in this order.',
                    values: { language: fallbackName },
                  })
                : i18n._({
                    id: 'admin.settings.serviceTimes.fallbackHintDefault',
                    message:
                      'Empty: the default list is shown. Written, this whole list is shown instead, in this order.',
                  })
              : i18n._({
                  id: 'admin.settings.serviceTimes.hint',
                  message:
                    'Shown on the home page in this order, as the day(s) followed by the time, e.g. “Saturday 10:00 AM - 12:00 PM”.',
                })}
          </p>
          {rows.length === 0 && !info && (
            <p className="settings-hint">
              {i18n._({
                id: 'admin.settings.serviceTimes.none',
                message: 'No service times: none are shown.',
              })}
            </p>
          )}
          <ol className="settings-service-times__list">
            {rows.map((row, index) => {
              const number = index + 1;
              const shown = (info && fallback[index]) || example;
              return (
                <li key={row.key}>
                  <div
                    className="settings-service-time"
                    role="group"
                    aria-label={
                      info
                        ? i18n._({
                            id: 'admin.settings.serviceTimes.rowIn',
                            message: 'Service time {number} ({language})',
                            values: { number, language: info.name },
                          })
                        : i18n._({
                            id: 'admin.settings.serviceTimes.row',
                            message: 'Service time {number}',
                            values: { number },
                          })
                    }
                  >
                    <Form.Item
                      label={i18n._({ id: 'admin.settings.serviceTimes.name', message: 'Name' })}
                      name={[row.name, 'name']}
                    >
                      <Input placeholder={shown.name} maxLength={80} {...typed} />
                    </Form.Item>
                    <Form.Item
                      label={i18n._({ id: 'admin.settings.serviceTimes.days', message: 'Day(s)' })}
                      name={[row.name, 'days']}
                    >
                      <Input placeholder={shown.days} maxLength={80} {...typed} />
                    </Form.Item>
                    <Form.Item
                      label={i18n._({ id: 'admin.settings.serviceTimes.time', message: 'Time' })}
                      name={[row.name, 'time']}
                    >
                      <Input placeholder={shown.time} maxLength={80} {...typed} />
                    </Form.Item>
                    <div className="settings-service-time__actions">
                      <Button
                        size="small"
                        aria-label={
                          info
                            ? i18n._({
                                id: 'admin.settings.serviceTimes.moveUpIn',
                                message: 'Move service time {number} ({language}) up',
                                values: { number, language: info.name },
                              })
                            : i18n._({
                                id: 'admin.settings.serviceTimes.moveUp',
                                message: 'Move service time {number} up',
                                values: { number },
                              })
                        }
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        aria-label={
                          info
                            ? i18n._({
                                id: 'admin.settings.serviceTimes.moveDownIn',
                                message: 'Move service time {number} ({language}) down',
                                values: { number, language: info.name },
                              })
                            : i18n._({
                                id: 'admin.settings.serviceTimes.moveDown',
                                message: 'Move service time {number} down',
                                values: { number },
                              })
                        }
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={
                          info
                            ? i18n._({
                                id: 'admin.settings.serviceTimes.removeIn',
                                message: 'Remove service time {number} ({language})',
                                values: { number, language: info.name },
                              })
                            : i18n._({
                                id: 'admin.settings.serviceTimes.remove',
                                message: 'Remove service time {number}',
                                values: { number },
                              })
                        }
                        onClick={() => remove(index)}
                      >
                        {i18n._({
                          id: 'admin.settings.serviceTimes.removeButton',
                          message: 'Remove',
                        })}
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <Form.ErrorList errors={errors} />
          <Button
            onClick={() => add({ ...BLANK_SERVICE_TIME })}
            disabled={rows.length >= MAX_SERVICE_TIMES}
            aria-label={
              info
                ? i18n._({
                    id: 'admin.settings.serviceTimes.addIn',
                    message: 'Add service time ({language})',
                    values: { language: info.name },
                  })
                : undefined
            }
          >
            {i18n._({ id: 'admin.settings.serviceTimes.add', message: 'Add service time' })}
          </Button>
          {rows.length >= MAX_SERVICE_TIMES && (
            <p className="settings-hint">
              {i18n._({
                id: 'admin.settings.serviceTimes.max',
                message: 'At most {max} service times.',
                values: { max: MAX_SERVICE_TIMES },
              })}
            </p>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
