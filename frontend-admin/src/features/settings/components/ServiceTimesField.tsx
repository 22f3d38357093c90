import { Button, Form, Input } from 'antd';
import { languageInfo, type Language } from '@ministry/frontend-kit';
import { BLANK_SERVICE_TIME, MAX_SERVICE_TIMES, type ServiceTimeRow } from '../settings-values';

const EXAMPLE: ServiceTimeRow = {
  name: 'Shabbat Fellowship',
  days: 'Saturday',
  time: '10:00 AM - 12:00 PM',
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
  const info = language ? languageInfo(language) : undefined;
  const suffix = info ? ` (${info.name})` : '';
  const typed = info ? { lang: info.code, dir: info.dir === 'rtl' ? 'rtl' : 'auto' } : {};
  return (
    <Form.List name={language ? ['translations', language, 'serviceTimes'] : 'serviceTimes'}>
      {(rows, { add, remove, move }, { errors }) => (
        <fieldset className="settings-service-times">
          <legend className="settings-service-times__legend">
            Service times
            {info && (
              <>
                {' '}
                (<span lang={info.code}>{info.name}</span>)
              </>
            )}
          </legend>
          <p className="settings-hint">
            {info
              ? `Empty: the ${fallbackName ?? 'default'} list is shown. Written, this whole list is shown instead, in this order.`
              : 'Shown on the home page in this order, as the day(s) followed by the time, e.g. “Saturday 10:00 AM - 12:00 PM”.'}
          </p>
          {rows.length === 0 && !info && (
            <p className="settings-hint">No service times: none are shown.</p>
          )}
          <ol className="settings-service-times__list">
            {rows.map((row, index) => {
              const label = `service time ${index + 1}${suffix}`;
              const example = (info && fallback[index]) || EXAMPLE;
              return (
                <li key={row.key}>
                  <div
                    className="settings-service-time"
                    role="group"
                    aria-label={`Service time ${index + 1}${suffix}`}
                  >
                    <Form.Item label="Name" name={[row.name, 'name']}>
                      <Input placeholder={example.name} maxLength={80} {...typed} />
                    </Form.Item>
                    <Form.Item label="Day(s)" name={[row.name, 'days']}>
                      <Input placeholder={example.days} maxLength={80} {...typed} />
                    </Form.Item>
                    <Form.Item label="Time" name={[row.name, 'time']}>
                      <Input placeholder={example.time} maxLength={80} {...typed} />
                    </Form.Item>
                    <div className="settings-service-time__actions">
                      <Button
                        size="small"
                        aria-label={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        aria-label={`Move ${label} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={`Remove ${label}`}
                        onClick={() => remove(index)}
                      >
                        Remove
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
            aria-label={info ? `Add service time${suffix}` : undefined}
          >
            Add service time
          </Button>
          {rows.length >= MAX_SERVICE_TIMES && (
            <p className="settings-hint">At most {MAX_SERVICE_TIMES} service times.</p>
          )}
        </fieldset>
      )}
    </Form.List>
  );
}
