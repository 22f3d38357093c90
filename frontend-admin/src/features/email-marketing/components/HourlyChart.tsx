import { useLingui, type I18n } from '@ministry/frontend-kit';
import type { CampaignHour } from '../types';

const WIDTH = 480;
const HEIGHT = 140;
const AXIS = 18;
const SERIES = [
  {
    key: 'opens',
    label: /*i18n*/ { id: 'admin.email.chart.opens', message: 'Opens' },
    className: 'em-chart__opens',
  },
  {
    key: 'clicks',
    label: /*i18n*/ { id: 'admin.email.chart.clicks', message: 'Clicks' },
    className: 'em-chart__clicks',
  },
  {
    key: 'bounces',
    label: /*i18n*/ { id: 'admin.email.chart.bounces', message: 'Bounces' },
    className: 'em-chart__bounces',
  },
] as const;

/** A series' total in words ("2 opens"). */
function seriesTotal(i18n: I18n, key: (typeof SERIES)[number]['key'], count: number): string {
  switch (key) {
    case 'opens':
      return i18n._({
        id: 'admin.email.chart.opensTotal',
        message: '{count, plural, one {# open} other {# opens}}',
        values: { count },
      });
    case 'clicks':
      return i18n._({
        id: 'admin.email.chart.clicksTotal',
        message: '{count, plural, one {# click} other {# clicks}}',
        values: { count },
      });
    case 'bounces':
      return i18n._({
        id: 'admin.email.chart.bouncesTotal',
        message: '{count, plural, one {# bounce} other {# bounces}}',
        values: { count },
      });
  }
}

/**
 * The first 48 hours as bars (opens, clicks and bounces side by side per hour): an SVG drawn here,
 * no chart library, so the tab's chunk stays small. The same numbers are in the table beside it.
 */
export function HourlyChart({ hours, tracking }: { hours: CampaignHour[]; tracking: boolean }) {
  const { i18n } = useLingui();
  const series = tracking ? SERIES : SERIES.filter((s) => s.key === 'bounces');
  const max = Math.max(1, ...hours.flatMap((h) => series.map((s) => h[s.key])));
  const slot = WIDTH / Math.max(1, hours.length);
  const bar = Math.max(1, (slot - 2) / series.length);
  const plot = HEIGHT - AXIS;
  const totals = series.map((s) =>
    seriesTotal(
      i18n,
      s.key,
      hours.reduce((n, h) => n + h[s.key], 0),
    ),
  );
  return (
    <figure className="em-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={i18n._({
          id: 'admin.email.chart.label',
          message: 'The first 48 hours, hour by hour: {totals} in all (peak {max} in one hour)',
          values: { totals: totals.join(', '), max },
        })}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={plot} x2={WIDTH} y2={plot} className="em-chart__axis" />
        {hours.map((hour, i) =>
          series.map((s, j) => {
            const height = (hour[s.key] / max) * (plot - 4);
            return height > 0 ? (
              <rect
                key={`${hour.hour}-${s.key}`}
                x={i * slot + 1 + j * bar}
                y={plot - height}
                width={bar}
                height={height}
                className={s.className}
              />
            ) : null;
          }),
        )}
        {[0, 12, 24, 36, 48].map((h) => (
          // The first and last labels keep inside the drawing.
          <text
            key={h}
            x={h * slot}
            y={HEIGHT - 4}
            className="em-chart__tick"
            textAnchor={h === 0 ? 'start' : h === 48 ? 'end' : 'middle'}
          >
            {h === 0
              ? i18n._({ id: 'admin.email.chart.start', message: 'start' })
              : i18n._({ id: 'admin.email.chart.hour', message: '{hours}h', values: { hours: h } })}
          </text>
        ))}
      </svg>
      <figcaption className="em-chart__legend">
        {series.map((s) => (
          <span key={s.key}>
            <span className={`em-chart__swatch ${s.className}`} aria-hidden="true" />
            {i18n._(s.label)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
