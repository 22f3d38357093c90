import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { READ_ONLY_SETTINGS } from '../../backend/test/support/settings';
import { expectAccessible } from '../fixtures/axe';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { waitForMail } from '../fixtures/mailbox';
import { signInAsAdmin, unique } from '../pages/admin-api';
import { CommunityApi, CommunityPage, uniqueMember } from '../pages/community-page';
import { MyAccountPanel } from '../pages/my-account-panel';

// A member's language (docs/settings-contract.md, "Languages"): chosen in My account among the
// languages the site offers, and the language of their e-mail. The site offers Spanish beside
// English for these tests, with a Spanish name; what was there before is put back afterwards.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let admin: APIRequestContext;
let before: Record<string, unknown>;
const spanishName = `Comunidad Gracia ${unique('').trim()}`;

const editable = (all: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(all).filter(
      ([field]) => !(READ_ONLY_SETTINGS as readonly string[]).includes(field),
    ),
  );

test.beforeAll(async ({ baseURL }) => {
  admin = await request.newContext({ baseURL });
  await signInAsAdmin(admin);
  before = (await (await admin.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const translations = (before.translations ?? {}) as Record<string, Record<string, unknown>>;
  const res = await admin.put('/api/admin/settings', {
    data: {
      ...editable(before),
      languages: [...new Set([...(before.languages as string[]), 'es'])],
      translations: { ...translations, es: { ...translations.es, ministryName: spanishName } },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  const res = await admin.put('/api/admin/settings', { data: editable(before) });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();
});

for (const viewport of [
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a member chooses the language of their e-mail in My account; it is kept, and the next sign-in mail comes in it`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const member = uniqueMember('language');
    await new CommunityApi(page.request).signUp(member);
    const community = new CommunityPage(page);
    const account = new MyAccountPanel(page);
    await community.goto();
    await expect(community.welcome).toBeVisible();
    await community.tab('My account').click();

    // The languages the site offers, each named in itself; theirs chosen (the one they joined in).
    const language = account.profile.getByRole('combobox', { name: 'Language', exact: true });
    await expect(language).toHaveValue('en');
    await expect(language.locator('option')).toHaveText(['English', 'Español']);
    await expect(language.locator('option[value="es"]')).toHaveAttribute('lang', 'es');
    await expect(account.profile).toContainText('The language of the e-mails we send you.');

    await language.selectOption('es');
    await account.saveProfile.click();
    await expect(community.toast.filter({ hasText: 'Profile Saved' }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, `My account at ${viewport.width} px`);
    await expectAccessible(page, `My account at ${viewport.width} px`);
    await language.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`my-account-${viewport.width}.png`) });

    // Kept: read again after a reload.
    await page.reload();
    await community.tab('My account').click();
    await expect(language).toHaveValue('es');
    const me = (await (await page.request.get('/api/community/me')).json()) as {
      language: string;
    };
    expect(me.language).toBe('es');

    // The next sign-in mail, asked for from another device in English, comes in Spanish, with the
    // ministry's Spanish name.
    const other = await browser.newContext();
    try {
      const elsewhere = new CommunityPage(await other.newPage());
      await elsewhere.goto();
      await elsewhere.requestLink(member.email);
      const mail = await waitForMail(
        member.email.toLowerCase(),
        `Su enlace de inicio de sesión para ${spanishName}`,
      );
      expect(mail.text).toContain('Inicie sesión');
    } finally {
      await other.close();
    }
  });
}
