import { Button, Form, Input } from 'antd';

export const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Lesson Links: starts with one empty row; Remove only while more than one row exists. */
export function LessonLinksField() {
  return (
    <section className="em-section" aria-labelledby="em-links-heading">
      <h3 id="em-links-heading">Lesson Links</h3>
      <Form.List name="lessonLinks">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div className="em-link-row" key={field.key}>
                <Form.Item
                  name={field.name}
                  style={{ flex: 1, marginBottom: 0 }}
                  // Judged as it is typed, not on blur: a message appearing on blur would push "Add
                  // Lesson Link" down between the press and the release of the click meant for it.
                  validateTrigger="onChange"
                  rules={[
                    {
                      validator: (_: unknown, value: string | undefined) =>
                        !value?.trim() || isWebUrl(value.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error('Please enter valid URLs')),
                    },
                  ]}
                >
                  <Input
                    type="url"
                    inputMode="url"
                    placeholder="https://..."
                    aria-label={`Lesson link ${index + 1}`}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    onClick={() => remove(field.name)}
                    aria-label={`Remove lesson link ${index + 1}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
            ))}
            <Button type="dashed" onClick={() => add('')}>
              Add Lesson Link
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
