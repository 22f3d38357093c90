import { Trans } from '@ministry/frontend-kit';

/** "Fields marked * are required.": the asterisk shown, its words read by screen readers. */
export function RequiredLegend() {
  return (
    <p className="community-form__legend">
      <Trans
        id="community.form.requiredLegend"
        message="Fields marked <0>*</0><1>with an asterisk</1> are required."
        components={{
          0: <span aria-hidden="true" />,
          1: <span className="visually-hidden" />,
        }}
      />
    </p>
  );
}
