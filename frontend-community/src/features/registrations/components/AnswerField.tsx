import { useId } from 'react';
import { FormField } from '../../../shared/components/FormField';
import type { AnswerValue, Question } from '../registration-answers';

interface AnswerFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
}

/** One of the event's questions, as the kind of control its kind needs. */
export function AnswerField({ question: q, value, error, onChange }: AnswerFieldProps) {
  const id = useId();
  const name = `answers.${q.id}`;
  if (q.kind === 'short_text' || q.kind === 'long_text') {
    return (
      <FormField id={id} name={name} label={q.label} required={q.required} error={error}>
        {(control) =>
          q.kind === 'short_text' ? (
            <input
              type="text"
              {...control}
              data-field={name}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value)}
            />
          ) : (
            <textarea
              rows={3}
              {...control}
              data-field={name}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => onChange(e.target.value)}
            />
          )
        }
      </FormField>
    );
  }
  const errorId = error ? `${id}-error` : undefined;
  const errorText = error && (
    <p id={errorId} className="field__error" role="alert">
      {error}
    </p>
  );
  if (q.kind === 'checkbox') {
    return (
      <div className="checkbox-field">
        <label className="checkbox" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            data-field={name}
            required={q.required}
            checked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>
            {q.label}
            {q.required && (
              <span className="required-mark" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </span>
        </label>
        {errorText}
      </div>
    );
  }
  const many = q.kind === 'many_choices';
  const list = Array.isArray(value) ? value : [];
  return (
    <fieldset className="checkbox-group" aria-describedby={errorId} aria-required={q.required}>
      <legend>
        {q.label}
        {q.required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="checkbox-group__options">
        {(q.options ?? []).map((option, i) => (
          <label className="checkbox" key={option} htmlFor={`${id}-${i}`}>
            <input
              id={`${id}-${i}`}
              type={many ? 'checkbox' : 'radio'}
              name={id}
              value={option}
              data-field={i === 0 ? name : undefined}
              checked={many ? list.includes(option) : value === option}
              onChange={(e) =>
                onChange(
                  many
                    ? e.target.checked
                      ? [...list, option]
                      : list.filter((o) => o !== option)
                    : option,
                )
              }
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
