import { Input } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
import { contrastOnWhite } from '../settings-values';

interface ColorFieldProps {
  /** Given by Form.Item, so its label names the text box. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Form.Item's error and hint ids, and whether the value was refused. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/** A contrast ratio with one decimal, as the dashboard's language writes numbers. */
const contrast = (ratio: number) =>
  new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);

/**
 * The accent colour: a `#rrggbb` text box (what the server stores and checks) beside the browser's
 * own colour picker, and the contrast against white as it is typed (WCAG AA asks 4.5:1).
 */
export function ColorField({
  id,
  value = '',
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: ColorFieldProps) {
  const { i18n } = useLingui();
  const ratio = contrastOnWhite(value);
  const contrastId = id && `${id}-contrast`;
  return (
    <div className="settings-color">
      <input
        type="color"
        className="settings-color__picker"
        aria-label={i18n._({ id: 'admin.settings.pickColor', message: 'Pick the accent colour' })}
        value={ratio === null ? '#000000' : value.trim().toLowerCase()}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Input
        id={id}
        className="settings-color__text"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder="#1f3a5f"
        maxLength={7}
        aria-invalid={invalid}
        aria-describedby={[describedBy, contrastId].filter(Boolean).join(' ') || undefined}
      />
      <span id={contrastId} className="settings-hint">
        {ratio === null
          ? i18n._({ id: 'admin.settings.colorFormat', message: 'A colour as #rrggbb.' })
          : ratio >= 4.5
            ? i18n._({
                id: 'admin.settings.contrastMeets',
                message: 'Contrast against white: {ratio}:1 (meets WCAG AA)',
                values: { ratio: contrast(ratio) },
              })
            : i18n._({
                id: 'admin.settings.contrastBelow',
                message: 'Contrast against white: {ratio}:1 (below the 4.5:1 of WCAG AA)',
                values: { ratio: contrast(ratio) },
              })}
      </span>
    </div>
  );
}
