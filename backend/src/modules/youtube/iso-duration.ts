const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Seconds of an ISO-8601 duration as the YouTube Data API writes them ("PT1H2M3S", "PT45S", "P1DT2H",
 * "P0D" for live streams); undefined when the text is not one.
 */
export function parseIsoDuration(text: string | undefined | null): number | undefined {
  if (!text) return undefined;
  const match = ISO_DURATION.exec(text.trim());
  if (!match || text.trim() === 'P' || text.trim().endsWith('T')) return undefined;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((v) => (v ? Number(v) : 0));
  return Math.round((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds);
}
