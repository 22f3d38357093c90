// npm run bench:trace — where the home page's main-thread time goes on a slow phone, as Chromium's own
// trace records it: Debian's Chromium at 412 px with the CPU slowed 4× (Emulation.setCPUThrottlingRate,
// the slowdown Lighthouse simulates), `/` loaded BENCH_RUNS times (default 5) in a fresh context each,
// traced until BENCH_WAIT_MS (default 6000) after the load event. Per run and as medians: the blocking
// time (each task's time past 50 ms, from navigation; Lighthouse's TBT counts only those after the first
// paint, also given), the long tasks, all the main thread's task time, its style, layout and paint time,
// and the page's element count. BENCH_VERBOSE=1 lists each long task with what filled it; BENCH_PROFILE=N
// also samples the JavaScript (V8's profiler) and lists the N functions with the most self time, summed
// over the runs, with the source file and line the build's source maps give (BENCH_DIST_ROOT: the checkout
// whose frontend-*/dist served the page; default this one).
//
// Lighthouse's figures on a busy shared machine swing by tens of points from run to run; these are
// steadier, and are the way to compare two builds back to back. Starts the built server with a synced
// channel of BENCH_CHANNEL teachings (default 159; support/web-server.mjs) or measures BENCH_URL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './support/chromium.mjs';
import { startWebServer } from './support/web-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WAIT_MS = Number(process.env.BENCH_WAIT_MS ?? 6000);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CHANNEL_VIDEOS = Number(process.env.BENCH_CHANNEL ?? 159);
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const PROFILE = Number(process.env.BENCH_PROFILE ?? 0);
/** Self time per function over all runs (BENCH_PROFILE), keyed `name script:line`. */
const selfTimes = new Map();

const DIST_ROOT =
  process.env.BENCH_DIST_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const maps = new Map();

/** Where a minified script's line and column came from, by its source map, else the script's own. */
function original(url, line, column) {
  const script = url.replace(/^.*\//, '').replace(/\?.*$/, '');
  if (!script.endsWith('.js')) return script ? `${script}:${line + 1}` : '(native)';
  if (!maps.has(script)) {
    const file = readdirSync(DIST_ROOT)
      .filter((d) => d.startsWith('frontend-'))
      .map((d) => join(DIST_ROOT, d, 'dist', `${script}.map`))
      .find((f) => existsSync(f));
    maps.set(script, file ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const at = maps.get(script)?.originalPositionFor({ line: line + 1, column });
  if (!at?.source) return `${script}:${line + 1}`;
  const source = at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '~');
  return `${source}:${at.line}`;
}

/** Adds a V8 CPU profile's self time per function to `selfTimes`. */
function addSelfTimes({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  samples.forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${original(url, lineNumber, byId.get(id).callFrame.columnNumber)}`;
    selfTimes.set(key, (selfTimes.get(key) ?? 0) + (timeDeltas[i + 1] ?? 0) / 1000);
  });
}
/** Trace events worth naming when a long task is listed. */
const PARTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
]);

const ms = (us) => us / 1000;

/** One load of `url`, traced; what its main thread did. */
async function traceOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WAIT_MS);
    if (PROFILE) addSelfTimes((await cdp.send('Profiler.stop')).profile);
    await cdp.send('Tracing.end');
    await complete;
    const elements = await page.evaluate(() => globalThis.document.querySelectorAll('*').length);

    // The page's main thread: the one that parsed its HTML.
    const parse = events.find(
      (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url),
    );
    const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const start =
      events.find((e) => e.name === 'navigationStart' && e.pid === parse.pid)?.ts ?? own[0].ts;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid)?.ts;
    const tasks = own.filter((e) => e.name === 'RunTask');
    const long = tasks.filter((t) => ms(t.dur) > LONG_TASK_MS);
    const sum = (list) => list.reduce((total, e) => total + ms(e.dur), 0);
    const named = (...names) => sum(own.filter((e) => names.includes(e.name)));
    const blocking = (list) => list.reduce((total, t) => total + ms(t.dur) - LONG_TASK_MS, 0);
    const listing = long.map((task) => {
      const parts = {};
      for (const e of own) {
        if (e === task || !PARTS.has(e.name) || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur)
          continue;
        const script = e.args?.data?.url?.replace(/^.*\//, '').replace(/\?.*$/, '');
        const key = script ? `${e.name} ${script}` : e.name;
        parts[key] = (parts[key] ?? 0) + ms(e.dur);
      }
      const top = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([key, value]) => `${key} ${Math.round(value)}`)
        .join(', ');
      return `  at ${Math.round(ms(task.ts - start))} ms: ${Math.round(ms(task.dur))} ms (${top})`;
    });
    return {
      blocking: blocking(long),
      afterPaint: fcp ? blocking(long.filter((t) => t.ts >= fcp)) : NaN,
      longTasks: long.length,
      longTime: sum(long),
      busy: sum(tasks),
      style: named('UpdateLayoutTree'),
      layout: named('Layout'),
      paint: named('PrePaint', 'Paint', 'Layerize'),
      elements,
      listing,
    };
  } finally {
    await context.close();
  }
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => undefined }
  : await startWebServer(CHANNEL_VIDEOS);
const browser = await chromium.launch({
  executablePath: CHROMIUM.executablePath,
  args: CHROMIUM.args.filter((a) => a !== '--headless'),
});
try {
  const url = `${server.url}/`;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await traceOnce(browser, url);
    runs.push(run);
    console.log(
      `run ${i + 1}: blocking ${Math.round(run.blocking)} ms (after the first paint ` +
        `${Math.round(run.afterPaint)}), ${run.longTasks} long tasks ${Math.round(run.longTime)} ms, ` +
        `main thread ${Math.round(run.busy)} ms, ${run.elements} elements`,
    );
    if (VERBOSE) console.log(run.listing.join('\n'));
  }
  const median = (key) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    return Math.round(sorted[Math.floor(sorted.length / 2)]);
  };
  console.log(
    `\n${url} at 412 px, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs` +
      (process.env.BENCH_URL ? '' : `, a synced channel of ${CHANNEL_VIDEOS} teachings`) +
      ` (load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
  console.table(
    Object.fromEntries(
      [
        ['blocking ms', 'blocking'],
        ['blocking after the first paint ms', 'afterPaint'],
        ['long tasks', 'longTasks'],
        ['long tasks ms', 'longTime'],
        ['main thread ms', 'busy'],
        ['style ms', 'style'],
        ['layout ms', 'layout'],
        ['paint ms', 'paint'],
        ['elements', 'elements'],
      ].map(([label, key]) => [label, { median: median(key) }]),
    ),
  );
  if (PROFILE) {
    console.log(`\nself time per run, the ${PROFILE} largest (ms, CPU ${CPU_SLOWDOWN}× slower):`);
    [...selfTimes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, PROFILE)
      .forEach(([key, total]) => console.log(`  ${(total / RUNS).toFixed(1).padStart(7)}  ${key}`));
  }
} finally {
  await browser.close();
  await server.stop();
}
