// The frontends' message catalogues (docs/translating.md): one per language, PO files a translation
// platform reads, compiled to the TypeScript modules the shell loads (src/i18n/catalogs.ts). The
// dashboard has catalogues of its own (frontend-admin/src/i18n), loaded only by its screens, so its
// texts never weigh on the public pages; so have two areas of the site whose screens are not on the
// home page (docs/adr/0008-area-catalogues.md): the community pages (frontend-community/src/i18n) and
// the public remote's other pages, the teaching library, giving and event registration
// (frontend-public/src/i18n).
// `npm run i18n:extract -w @ministry/frontend-kit` adds new messages and drops unused ones; `npm run
// i18n:check` (in `npm run lint`) fails when the committed catalogues differ from what extraction and
// a strict compile would write.
import { formatter } from '@lingui/format-po';

const frontends = ['frontend-shell', 'frontend-public'];
// The public remote's screens off the home page, in the area catalogue `pages`
// (frontend-public/src/i18n/pages-area.ts): their own catalogue, not the site's.
const publicPages = [
  '<rootDir>/../../frontend-public/src/features/teachings',
  '<rootDir>/../../frontend-public/src/features/give',
  '<rootDir>/../../frontend-public/src/features/events/components/EventRegistration.tsx',
];
const tests = ['**/node_modules/**', '**/*.spec.ts', '**/*.spec.tsx'];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt-BR', 'fr', 'he'],
  // No fallback: a message missing from a catalogue fails the strict compile (the English text is
  // still what the code shows should one be missing at run time).
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src', ...frontends.map((name) => `<rootDir>/../../${name}/src`)],
      exclude: [...tests, ...publicPages],
    },
    {
      path: '<rootDir>/../../frontend-public/src/i18n/locales/{locale}/messages',
      include: publicPages,
      exclude: tests,
    },
    {
      path: '<rootDir>/../../frontend-community/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/../../frontend-community/src'],
      exclude: tests,
    },
    {
      path: '<rootDir>/../../frontend-admin/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/../../frontend-admin/src'],
      exclude: tests,
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
  // The bindings as the frontends import them: from the kit, the one instance on the page.
  runtimeConfigModule: {
    i18n: ['@ministry/frontend-kit', 'i18n'],
    Trans: ['@ministry/frontend-kit', 'Trans'],
  },
};
