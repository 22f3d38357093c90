import Bowser from 'bowser';

/** A person's name for the browser a User-Agent describes, e.g. "Chrome on Linux". */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return 'Unknown device';
  if (!os.name) return browser.name!;
  return `${browser.name ?? 'A browser'} on ${os.name}`;
}
