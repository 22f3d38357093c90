// Scratch: screenshots of every admin tab with mocked admin lists. Not committed.
import { chromium } from 'playwright-core';

const BASE = process.env.BASE ?? 'http://127.0.0.1:3305';
const widths = (process.env.WIDTHS ?? '1280,390').split(',').map(Number);
const only = process.env.ONLY;
const levels = ['seeking', 'new_believer', 'growing', 'mature', 'leader'];
const marital = ['single', 'married', 'widowed', 'divorced', 'prefer_not_to_say'];
const needsAll = ['prayer', 'bible_study', 'counseling', 'fellowship', 'mentorship', 'financial_guidance'];
const members = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1, firstName: `First${i}`, lastName: `Last${i}`, email: `member${i}@example.test`,
  phone: i % 3 ? '555-0100' : null, age: 20 + (i % 50), sex: i % 2 ? 'female' : 'prefer_not_to_say',
  maritalStatus: marital[i % 5], spiritualLevel: levels[i % 5], needs: needsAll.slice(0, i % 7),
  interests: ['worship', 'prayer_team'], city: 'Springfield', state: i % 4 ? 'Illinois' : null, country: 'USA',
  occupation: 'Teacher', notes: 'Notes here', subscribeToEmails: i % 3 !== 0,
  createdAt: new Date(Date.now() - i * 3600e3).toISOString(), updatedAt: new Date().toISOString(),
}));
const events = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: `Shabbat Fellowship ${i}`, description: 'Worship, teaching and a shared meal with the community.', date: `2027-0${i + 1}-1${i}`, time: '10:00 AM - 12:00 PM', location: 'Main Sanctuary', isSpecial: i % 2 === 0 }));
const scriptures = Array.from({ length: 4 }, (_, i) => ({ id: i + 1, text: 'Your word is a lamp to my feet and a light to my path.', reference: `Psalm 119:10${i}`, isActive: i !== 2, displayOnHome: i === 0, createdAt: new Date().toISOString() }));
const testimonials = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: 'Ruth Moab', email: 'ruth@example.test', category: 'Healing', title: `Healed by grace ${i}`, testimony: 'After years of illness the Lord restored my health. '.repeat(4), isAnonymous: i === 1, isFeatured: i === 4, status: ['pending', 'pending', 'pending', 'approved', 'approved', 'rejected'][i % 6], submittedAt: new Date().toISOString(), approvedAt: null, approvedBy: null, createdAt: new Date().toISOString() }));
const counseling = ['urgent', 'soon', 'normal', 'high', 'medium', 'low'].map((urgency, i) => ({ id: i + 1, name: `Naomi ${urgency}`, email: 'naomi@example.test', phone: '555-0100', category: 'Grief & Loss', background: 'Background text', currentSituation: 'I lost my job this week and need prayer and guidance for the next steps.', specificNeeds: 'Prayer', urgency, preferredContact: 'both', status: ['pending', 'in_progress', 'completed', 'closed'][i % 4], submittedAt: new Date().toISOString(), assignedTo: null, lastResponseAt: null, createdAt: new Date().toISOString(), responseCount: i % 3 }));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of widths) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  if (!process.env.REAL) {
    const json = (data) => (route) => route.request().method() === 'GET' ? route.fulfill({ json: data }) : route.fulfill({ status: 200, json: {} });
    await page.route('**/api/admin/events', json(events));
    await page.route('**/api/admin/scriptures', json(scriptures));
    await page.route('**/api/admin/testimonials', json(testimonials));
    await page.route('**/api/admin/counseling', json(counseling));
    await page.route('**/api/admin/counseling/*/responses', json([{ id: 1, counselingRequestId: 1, responderId: '1', responderName: 'e2e-admin', isFromAdmin: true, message: 'We are praying for you.', sentAt: new Date().toISOString() }]));
    await page.route('**/api/community/members', json(members));
  }
  await page.request.post('/api/auth/login', { data: { username: 'e2e-admin', password: 'e2e-admin-password' } });
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Manage Events' }).waitFor();
  await page.waitForTimeout(500);
  const tabs = [['Events', 'events'], ['Scriptures', 'scriptures'], ['Testimonials', 'testimonials'], ['Counseling', 'counseling'], ['Community', 'community'], ['Email Marketing', 'email']];
  for (const [tab, file] of tabs) {
    if (only && !only.split(',').includes(file)) continue;
    const t0 = Date.now();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.waitForTimeout(800);
    console.log(width, tab, 'shown after', Date.now() - t0, 'ms');
    await page.screenshot({ path: `/tmp/shots/${file}-${width}.png`, fullPage: width > 500 ? false : false });
  }
  if (process.env.DIALOGS) {
    await page.getByRole('tab', { name: 'Events', exact: true }).click();
    await page.getByRole('button', { name: 'Add New Event' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Event' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/event-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Counseling', exact: true }).click();
    await page.waitForTimeout(1500); await page.screenshot({ path: '/tmp/shots/debug.png' }); await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/counseling-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Community', exact: true }).click();
    await page.getByRole('button', { name: 'View First1 Last1' }).click();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `/tmp/shots/member-drawer-${width}.png` });
  }
  await context.close();
}
await browser.close();
