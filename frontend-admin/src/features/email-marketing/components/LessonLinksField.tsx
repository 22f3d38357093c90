import { Button, Form, Input } from 'antd';
import { useLingui } from '@ministry/frontend-kit';

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
  const { i18n } = useLingui();
  return (
    <section className="em-section" aria-labelledby="em-links-heading">
      <h3 id="em-links-heading">
        {i18n._({ id: 'admin.email.lessonLinks', message: 'Lesson Links' })}
      </h3>
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
                          : Promise.reject(
                              new Error(
                                i18n._({
                                  id: 'admin.email.invalidLinks',
                                  message: 'Please enter valid URLs',
                                }),
                              ),
                            ),
                    },
                  ]}
                >
                  <Input
                    type="url"
                    inputMode="url"
                    // An address reads left to right, in a right-to-left page too (the style:
                    // antd's right-to-left inputs set their direction in CSS, which outranks the
                    // attribute).
                    dir="ltr"
                    style={{ direction: 'ltr' }}
                    placeholder="https://..."
                    aria-label={i18n._({
                      id: 'admin.email.lessonLink',
                      message: 'Lesson link {number}',
                      values: { number: index + 1 },
                    })}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    onClick={() => remove(field.name)}
                    aria-label={i18n._({
                      id: 'admin.email.removeLessonLink',
                      message: 'Remove lesson link {number}',
                      values: { number: index + 1 },
                    })}
                  >
                    {i18n._({ id: 'admin.email.remove', message: 'Remove' })}
                  </Button>
                )}
              </div>
            ))}
            <Button type="dashed" onClick={() => add('')}>
              {i18n._({ id: 'admin.email.addLessonLink', message: 'Add Lesson Link' })}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
