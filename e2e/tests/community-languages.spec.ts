import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { offerLanguages } from '../fixtures/languages';
import { expectNoSidewaysScroll } from '../fixtures/layout';
import { mailTo } from '../fixtures/mailbox';
import { CommunityApi, uniqueMember } from '../pages/community-page';
import { ContentAdminApi, type EventRecord } from '../pages/home-page';

/**
 * The community pages in the languages a ministry offers (docs/translating.md): sign-up and its
 * field messages, the community tabs with their forms' messages, My account and a registration's
 * manage page, in Spanish and in Hebrew (right to left), at a phone's and a desktop's width.
 */

// Each test saves the settings twice (offering the languages, then putting them back), signs a
// member up or registers for an event, and runs axe over several screens.
test.setTimeout(150_000);

let restore: () => Promise<void> = async () => undefined;
test.beforeEach(async ({ page }) => {
  restore = await offerLanguages(page);
});
test.afterEach(async () => {
  await restore();
});

const IN = {
  es: {
    dir: 'ltr',
    signup: {
      title: 'Únase a nuestra comunidad',
      submit: 'Unirse a la comunidad',
      firstName: 'El nombre es obligatorio',
      lastName: 'El apellido es obligatorio',
      email: 'Introduzca un correo electrónico válido',
      welcome: '¡Bienvenido a nuestra comunidad!',
    },
    tabs: ['Leer testimonios', 'Comparta su historia', 'Solicitar consejería', 'Mi cuenta'],
    search: 'Buscar testimonios',
    welcome: /^¡Bienvenido de nuevo, /,
    share: {
      heading: 'Comparta su historia',
      submit: 'Enviar testimonio',
      errors: ['La categoría es obligatoria', 'El título es obligatorio'],
    },
    counseling: {
      heading: 'Solicitar consejería',
      submit: 'Enviar solicitud',
      errors: ['La categoría es obligatoria', 'Los antecedentes son obligatorios'],
    },
    account: ['Su perfil', 'Mis testimonios', 'Mis inscripciones a eventos', 'Eliminar mi cuenta'],
    manage: {
      title: 'Su inscripción',
      status: 'Confirmada',
      party: '1 persona',
      partySize: 'Número de personas',
      save: 'Guardar cambios',
      partyMin: 'El grupo debe ser de al menos 1 persona',
    },
  },
  he: {
    dir: 'rtl',
    signup: {
      title: 'הצטרפו לקהילה שלנו',
      submit: 'הצטרפות לקהילה',
      firstName: 'יש להזין שם פרטי',
      lastName: 'יש להזין שם משפחה',
      email: 'נא להזין כתובת דוא״ל תקינה',
      welcome: 'ברוכים הבאים לקהילה שלנו!',
    },
    tabs: ['קריאת עדויות', 'שתפו את הסיפור שלכם', 'בקשת ייעוץ', 'החשבון שלי'],
    search: 'חיפוש עדויות',
    welcome: /^ברוכים השבים, /,
    share: {
      heading: 'שתפו את הסיפור שלכם',
      submit: 'שליחת העדות',
      errors: ['יש לבחור קטגוריה', 'יש להזין כותרת'],
    },
    counseling: {
      heading: 'בקשת ייעוץ',
      submit: 'שליחת הבקשה',
      errors: ['יש לבחור קטגוריה', 'יש למלא את הרקע'],
    },
    account: ['הפרופיל שלך', 'העדויות שלי', 'ההרשמות שלי לאירועים', 'מחיקת החשבון שלי'],
    manage: {
      title: 'ההרשמה שלך',
      status: 'מאושרת',
      party: 'אדם אחד',
      partySize: 'מספר משתתפים',
      save: 'שמירת השינויים',
      partyMin: 'מספר המשתתפים חייב להיות לפחות 1',
    },
  },
} as const;

type Language = keyof typeof IN;

/** The page's language and direction, no sideways scroll, axe clean; a screenshot for a look. */
async function expectInLanguage(page: Page, language: Language, what: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', IN[language].dir);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, what);
  await expectAccessible(page, what);
  await page.screenshot({
    path: test.info().outputPath(`${what.replace(/[^\w-]+/g, '-')}.png`),
    fullPage: true,
  });
}

/** A date `days` from today as YYYY-MM-DD. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const width of [412, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 915 : 800 } });

    for (const language of ['es', 'he'] as const) {
      const words = IN[language];

      test(`sign-up in ${language}: its fields' messages and its toast translated, ${words.dir}`, async ({
        page,
      }) => {
        await page.goto(`/${language}/community/signup`);
        await expect(
          page.getByRole('heading', { level: 1, name: words.signup.title }),
        ).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(words.signup.title));
        const form = page.locator('form.signup-form');
        await form.getByRole('button', { name: words.signup.submit }).click();
        for (const message of [words.signup.firstName, words.signup.lastName, words.signup.email]) {
          await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
        }
        const firstName = form.locator('input[name="firstName"]');
        await expect(firstName).toBeFocused();
        await expect(firstName).toHaveAccessibleDescription(words.signup.firstName);
        await expectInLanguage(page, language, `signup-${language}-${width}`);

        // Sent: the welcome toast in the language (its text is the server's, in it too).
        const member = uniqueMember(`signup${language}`);
        await firstName.fill(member.firstName);
        await form.locator('input[name="lastName"]').fill(member.lastName);
        await form.locator('input[name="email"]').fill(member.email);
        await form.getByRole('button', { name: words.signup.submit }).click();
        await expect(
          page.getByTestId('toast').filter({ hasText: words.signup.welcome }).first(),
        ).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${language}/?$`));
      });

      test(`the community tabs and My account in ${language}: translated, the forms' messages too, ${words.dir}`, async ({
        page,
      }) => {
        const member = uniqueMember(`tabs${language}`);
        await new CommunityApi(page.request).signUp(member);
        await page.goto(`/${language}/community`);
        const session = page.getByTestId('session-box');
        await expect(session.getByText(words.welcome)).toBeVisible();
        const tabList = page.getByRole('tablist');
        await expect(tabList.getByRole('tab')).toHaveText([...words.tabs]);

        // Read: the search and the filter in the language.
        const read = page.getByRole('tabpanel', { name: words.tabs[0] });
        await expect(read.getByRole('searchbox', { name: words.search })).toBeVisible();
        await expectInLanguage(page, language, `community-read-${language}-${width}`);

        // Share: sent empty, the field messages in the language.
        await tabList.getByRole('tab', { name: words.tabs[1], exact: true }).click();
        const share = page.getByRole('tabpanel', { name: words.tabs[1] });
        await expect(share.getByRole('heading', { name: words.share.heading })).toBeVisible();
        await share.getByRole('button', { name: words.share.submit }).click();
        for (const message of words.share.errors) {
          await expect(share.getByRole('alert').filter({ hasText: message })).toBeVisible();
        }
        await expectInLanguage(page, language, `community-share-${language}-${width}`);

        // Counseling: the same.
        await tabList.getByRole('tab', { name: words.tabs[2], exact: true }).click();
        const counseling = page.getByRole('tabpanel', { name: words.tabs[2] });
        await expect(
          counseling.getByRole('heading', { name: words.counseling.heading }),
        ).toBeVisible();
        await counseling.getByRole('button', { name: words.counseling.submit }).click();
        for (const message of words.counseling.errors) {
          await expect(counseling.getByRole('alert').filter({ hasText: message })).toBeVisible();
        }
        await expectInLanguage(page, language, `community-counseling-${language}-${width}`);

        // My account: its sections in the language.
        await tabList.getByRole('tab', { name: words.tabs[3], exact: true }).click();
        const account = page.getByRole('tabpanel', { name: words.tabs[3] });
        for (const heading of words.account) {
          await expect(account.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        }
        await expectInLanguage(page, language, `my-account-${language}-${width}`);
      });

      test(`a registration's manage page in ${language}: translated, its field message too, ${words.dir}`, async ({
        page,
        baseURL,
      }) => {
        const admin = await ContentAdminApi.signIn(baseURL!);
        let event: EventRecord | undefined;
        try {
          event = await admin.createEvent({
            title: `Sukkot Supper ${Date.now().toString(36)}`,
            description: 'A meal in the booth, with songs.',
            date: inDays(2),
            time: '6:00 PM',
            location: 'Fellowship Hall',
            isSpecial: true,
            registration: {
              enabled: true,
              capacity: 20,
              maxPartySize: 4,
              questions: [],
            },
          } as Parameters<ContentAdminApi['createEvent']>[0]);
          const email = `manage-${language}-${width}-${Date.now()}@example.test`;
          const registered = await page.request.post(`/api/events/${event.id}/registrations`, {
            data: { firstName: 'Naomi', lastName: 'Levi', email, partySize: 1, answers: [] },
          });
          expect(registered.status(), await registered.text()).toBe(201);
          // The confirmation, in whichever language it came: its manage link.
          let path = '';
          await expect
            .poll(
              async () => {
                for (const mail of await mailTo(email)) {
                  const link = /https?:\/\/[^/\s]+(\/registrations\/manage\?token=[\w-]+)/.exec(
                    mail.text ?? '',
                  );
                  if (link) path = link[1];
                }
                return path;
              },
              { message: `the confirmation to ${email}`, timeout: 30_000 },
            )
            .not.toBe('');

          await page.goto(`/${language}${path}`);
          const manage = page.locator('.registration-manage');
          await expect(
            page.getByRole('heading', { level: 1, name: words.manage.title }),
          ).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(words.manage.title));
          await expect(manage.getByTestId('registration-status')).toHaveText(words.manage.status);
          await expect(manage.getByTestId('registration-party')).toHaveText(words.manage.party);
          // Checked here, before asking (a save would spend the link).
          await manage.getByLabel(words.manage.partySize).fill('0');
          await manage.getByRole('button', { name: words.manage.save }).click();
          await expect(manage.getByLabel(words.manage.partySize)).toHaveAccessibleDescription(
            new RegExp(words.manage.partyMin),
          );
          await expectInLanguage(page, language, `manage-${language}-${width}`);
        } finally {
          if (event) await admin.deleteEvent(event.id);
          await admin.dispose();
        }
      });
    }
  });
}
