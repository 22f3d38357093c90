import { Button, Form, Input } from 'antd';
import { BLANK_SERVICE_TIME, MAX_SERVICE_TIMES } from '../settings-values';

/**
 * The service-times list (contact section): rows of name, day(s) and time text, added, removed and
 * moved up or down with buttons a keyboard reaches. The home page shows them in this order.
 */
export function ServiceTimesField() {
  return (
    <Form.List name="serviceTimes">
      {(rows, { add, remove, move }, { errors }) => (
        <fieldset className="settings-service-times">
          <legend className="settings-service-times__legend">Service times</legend>
          <p className="settings-hint">
            Shown on the home page in this order, as the day(s) followed by the time, e.g.
            &ldquo;Saturday 10:00 AM - 12:00 PM&rdquo;.
          </p>
          {rows.length === 0 && <p className="settings-hint">No service times: none are shown.</p>}
          <ol className="settings-service-times__list">
            {rows.map((row, index) => {
              const label = `Service time ${index + 1}`;
              return (
                <li key={row.key}>
                  <div className="settings-service-time" role="group" aria-label={label}>
                    <Form.Item label="Name" name={[row.name, 'name']}>
                      <Input placeholder="Shabbat Fellowship" maxLength={80} />
                    </Form.Item>
                    <Form.Item label="Day(s)" name={[row.name, 'days']}>
                      <Input placeholder="Saturday" maxLength={80} />
                    </Form.Item>
                    <Form.Item label="Time" name={[row.name, 'time']}>
                      <Input placeholder="10:00 AM - 12:00 PM" maxLength={80} />
                    </Form.Item>
                    <div className="settings-service-time__actions">
                      <Button
                        size="small"
                        aria-label={`Move ${label.toLowerCase()} up`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        aria-label={`Move ${label.toLowerCase()} down`}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={`Remove ${label.toLowerCase()}`}
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
