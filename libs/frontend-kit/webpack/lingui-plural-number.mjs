// A webpack loader for @lingui/core's one module. Its plural formatter formats the count with
// `Intl.NumberFormat` for every plural, also when the chosen case has no `#` to show it in
// ("{count, plural, one {{views} view} other {{views} views}}"). A page's first `Intl.NumberFormat`
// loads the locale's number data: 15–17 ms of main thread on this machine's Chromium, some 60 ms on a
// phone (4× slower), spent inside the home page's first render, whose cards and events line hold
// plurals (DESIGN §6, total blocking time). The guard below formats the count only when the case
// shows it. Lingui's own output is otherwise unchanged; an upgrade whose code no longer has the
// line fails the build rather than dropping the guard unnoticed.
const LINE = 'const replaceOctothorpe = (value, message) => {';
const GUARD = `${LINE}\n    if (!message.includes(OCTOTHORPE_PH)) return message;`;

/** @this {import('webpack').LoaderContext<void>} */
export default function linguiPluralNumber(source) {
  if (!source.includes(LINE) || !source.includes('const OCTOTHORPE_PH =')) {
    throw new Error(
      `lingui-plural-number: ${this.resourcePath} has no "${LINE}"; check the guard against this Lingui version`,
    );
  }
  return source.replace(LINE, GUARD);
}
