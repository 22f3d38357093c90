// Scratch: gzip size of the JavaScript /admin loads for the first tab, and per further tab. Not committed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3305';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const context = await browser.newContext({ baseURL: BASE });
const page = await context.newPage();
const seen = new Map();
page.on('response', async (res) => {
  const url = res.url();
  if (!url.endsWith('.js') || seen.has(url)) return;
  seen.set(url, null);
  try { const body = await res.body(); seen.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length }); } catch {}
});
await page.request.post('/api/auth/login', { data: { username: 'e2e-admin', password: 'e2e-admin-password' } });
const report = (label, urls) => {
  let raw = 0, gz = 0, adminGz = 0;
  for (const u of urls) { const s = seen.get(u); if (!s) continue; raw += s.raw; gz += s.gz; if (u.includes('/remotes/admin/')) adminGz += s.gz; }
  console.log(`${label}: ${urls.length} files, ${(raw/1024).toFixed(1)} KB raw, ${(gz/1024).toFixed(1)} KB gzip (admin remote ${(adminGz/1024).toFixed(1)} KB gzip)`);
  if (process.env.VERBOSE) for (const u of urls) console.log('   ', (seen.get(u)?.gz/1024).toFixed(1).padStart(7), u.replace(BASE, ''));
};
await page.goto('/admin');
await page.getByRole('heading', { name: 'Manage Events' }).waitFor();
await page.waitForLoadState('networkidle');
let before = [...seen.keys()];
report('first tab (Events), whole page', before);
for (const tab of ['Scriptures', 'Testimonials', 'Counseling', 'Community', 'Email Marketing']) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  const now = [...seen.keys()];
  report(`+ ${tab}`, now.filter((u) => !before.includes(u)));
  before = now;
}
await page.getByRole('tab', { name: 'Events', exact: true }).click();
await page.getByRole('button', { name: 'Add New Event' }).click();
await page.waitForTimeout(300); await page.waitForLoadState('networkidle');
report('+ event dialog', [...seen.keys()].filter((u) => !before.includes(u)));
await browser.close();
