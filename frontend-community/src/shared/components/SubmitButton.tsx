interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
}

/** A form's send button; while the request is on its way it says so and stays focusable. */
export function SubmitButton({ pending, label, pendingLabel }: SubmitButtonProps) {
  return (
    <div className="community-form__actions">
      <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
