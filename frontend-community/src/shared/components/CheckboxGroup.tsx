import type { Choice } from '../constants';

interface CheckboxGroupProps<V extends string> {
  id: string;
  name: string;
  legend: string;
  choices: Choice<V>[];
  selected: V[];
  onChange: (selected: V[]) => void;
  error?: string;
}

/** A fieldset of checkboxes whose values are kept in the order of `choices`. */
export function CheckboxGroup<V extends string>({
  id,
  name,
  legend,
  choices,
  selected,
  onChange,
  error,
}: CheckboxGroupProps<V>) {
  const errorId = `${id}-error`;
  const toggle = (value: V, checked: boolean) => {
    const next = new Set(selected);
    if (checked) {
      next.add(value);
    } else {
      next.delete(value);
    }
    onChange(choices.map((choice) => choice.value).filter((value) => next.has(value)));
  };
  return (
    <fieldset
      className="checkbox-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="checkbox-group__options">
        {choices.map((choice) => (
          <label key={choice.value} className="checkbox" htmlFor={`${id}-${choice.value}`}>
            <input
              id={`${id}-${choice.value}`}
              type="checkbox"
              name={name}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
