/** A provider's recipient (bare, or `Name <address>`), lower-cased; null when it is no address. */
export function recipientAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const bare = (/<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();
  return bare.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(bare) ? bare : null;
}

/** A provider's time: ISO text, or seconds since the epoch; now when it says nothing usable. */
export function eventTime(value: unknown): Date {
  const date =
    typeof value === 'number'
      ? new Date(value * 1000)
      : typeof value === 'string'
        ? new Date(value)
        : new Date(NaN);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}

/** A JSON body, or null when it is not JSON. */
export function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}
