// The admin's Community tab in Chromium, end to end (DESIGN §8's budget: the first page and each
// filter change in under 1 s, end to end in Chromium): opening the tab, then each filter change, timed inside the page from the
// navigation's start or the user's click (or last keystroke) until the table shows the rows the server
// gives for that state, with no loading overlay left.
/* global document, window -- the functions handed to the page run there */
import { chromium } from 'playwright-core';
import { CHROMIUM } from './chromium.mjs';
import { summary } from './stats.mjs';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * In the page: the time (performance.now()) at which the Community table shows exactly `expected`
 * (the e-mails of the page's rows and the filtered total), or false while it does not.
 */
function showsRows(expected) {
  const section = document.querySelector('section[aria-label="Community"]');
  if (!section || section.querySelector('.ant-spin-spinning')) return false;
  const rows = [...section.querySelectorAll('tbody tr.ant-table-row')];
  if (rows.length !== expected.emails.length) return false;
  if (!rows.every((row, i) => row.textContent.includes(expected.emails[i]))) return false;
  if (!section.textContent.includes(`Showing ${expected.total} of`)) return false;
  return performance.now();
}

/**
 * Opens the tab BENCH_BROWSER_SAMPLES times (after one cold run, reported apart) and walks its
 * filters; returns one row per step with p50/p95 in ms. `expected(query)` is what the API answers for
 * the members query string (`{ emails, total }`), so the wait ends on exactly the new rows.
 */
export async function timeMembersTab({ base, admin, samples, expected }) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1400, height: 900 },
    });
    const login = await context.request.post('/api/auth/login', {
      data: admin,
      headers: { Origin: base },
    });
    if (!login.ok()) throw new Error(`browser login failed: ${login.status()}`);

    // What a table state must show, asked of the API once per state.
    const first = 'page=1&pageSize=20';
    const joined = 'sort=joined&order=desc';
    const states = {
      all: `${first}&${joined}`,
      married: `maritalStatus=married&${first}&${joined}`,
      marriedGrowing: `maritalStatus=married&spiritualLevel=growing&${first}&${joined}`,
      search: `search=member42&${first}&${joined}`,
      searchByName: `search=member42&${first}&sort=name&order=asc`,
      searchPage2: `search=member42&page=2&pageSize=20&sort=name&order=asc`,
    };
    const wanted = {};
    for (const [name, query] of Object.entries(states)) wanted[name] = await expected(query);

    const times = new Map();
    const record = (step, ms) => times.set(step, [...(times.get(step) ?? []), ms]);

    for (let run = 0; run <= samples; run += 1) {
      const page = await context.newPage();
      // The moment of the user's last click or keystroke, in the page's clock.
      await page.addInitScript(() => {
        const mark = () => (window.__benchActionAt = performance.now());
        document.addEventListener('click', mark, true);
        document.addEventListener('input', mark, true);
      });
      const section = page.getByRole('region', { name: 'Community', exact: true });
      const rowsShown = async (state) => {
        const handle = await page.waitForFunction(showsRows, wanted[state], {
          polling: 'raf',
          timeout: 30_000,
        });
        return handle.jsonValue();
      };
      const step = async (name, state, act) => {
        await act();
        const shownAt = await rowsShown(state);
        const actedAt = await page.evaluate(() => window.__benchActionAt);
        if (run > 0) record(name, shownAt - actedAt);
        else record(`${name} (cold)`, shownAt - actedAt);
      };
      const pick = async (label, option) => {
        await section.getByRole('combobox', { name: label }).click();
        const item = page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: new RegExp(`^${escape(option)}$`) });
        await item.hover();
        return item;
      };

      // Navigation start → first page's rows: the shell, the admin remote, the session, the tab.
      await page.goto('/admin?tab=community');
      const opened = await rowsShown('all');
      record(run > 0 ? 'open /admin?tab=community' : 'open /admin?tab=community (cold)', opened);

      const married = await pick('Marital Status', 'married');
      await step('filter: marital status', 'married', () => married.click());
      const growing = await pick('Spiritual Level', 'growing');
      await step('filter: + spiritual level', 'marriedGrowing', () => growing.click());
      await step('Clear Filters (page seen before)', 'all', () =>
        section.getByRole('button', { name: 'Clear Filters' }).click(),
      );
      await step('search "member42" (incl. 250 ms pause)', 'search', () =>
        section.getByPlaceholder('Search by name or email...').fill('member42'),
      );
      await step('sort by name', 'searchByName', () =>
        section.getByRole('columnheader', { name: 'Name', exact: true }).click(),
      );
      await step('next page', 'searchPage2', () => section.locator('.ant-pagination-next').click());

      // From another tab: a click on Community until its rows show (the tab's code is cached).
      await page.goto('/admin?tab=events');
      await page.getByRole('region', { name: 'Manage Events', exact: true }).waitFor();
      await step('click the Community tab', 'all', () =>
        page.getByRole('tab', { name: 'Community', exact: true }).click(),
      );
      await page.close();
    }
    return [...times].map(([name, ms]) => {
      const s = summary(ms);
      return { step: name, samples: s.n, 'p50 ms': s.p50, 'p95 ms': s.p95, 'max ms': s.max };
    });
  } finally {
    await browser.close();
  }
}
