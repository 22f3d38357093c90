import { Duration } from 'luxon';

/** Units whose length in seconds is fixed; years and months are not, and YouTube never writes them. */
const FIXED_UNITS = new Set(['weeks', 'days', 'hours', 'minutes', 'seconds', 'milliseconds']);

/**
 * Seconds of an ISO-8601 duration as the YouTube Data API writes them ("PT1H2M3S", "PT45S", "P1DT2H",
 * "P0D" for live streams); undefined when the text is not one (or names no length, or a negative one).
 */
export function parseIsoDuration(text: string | undefined | null): number | undefined {
  if (!text) return undefined;
  const duration = Duration.fromISO(text.trim());
  if (!duration.isValid) return undefined;
  const parts = Object.entries(duration.toObject());
  if (!parts.length || parts.some(([unit, amount]) => !FIXED_UNITS.has(unit) || amount < 0))
    return undefined;
  return Math.round(duration.as('seconds'));
}
