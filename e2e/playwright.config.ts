import { defineConfig } from '@playwright/test';
import { ADMIN_ACCOUNT } from './fixtures/admin-account';
import { E2E_POSTAL_ADDRESS } from './fixtures/site';
import { MY_STACK, STACKS } from './fixtures/stacks';
import { stripeOf } from './fixtures/stripe';

/**
 * Runs against the real stack, started by scripts/start.mjs (it builds what is missing). Setting
 * E2E_BASE_URL points the suite at an already running server instead and starts nothing.
 */
const externalBaseUrl = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: './tests',
  // One worker per stack (fixtures/stacks.ts): worker i drives stack i. The files are shared out
  // between the workers; the tests of a file run in order on one worker.
  workers: externalBaseUrl ? 1 : STACKS.length,
  fullyParallel: false,
  reporter: 'list',
  // The site's mail goes to a real SMTP server that the tests read (fixtures/mailbox.ts); Stripe is
  // a fake on loopback (fixtures/stripe.ts).
  globalSetup: './fixtures/global-setup.ts',
  timeout: 30_000,
  // In CI a failed test runs once more and, if it then passes, is reported as flaky (the summary
  // lists it): a real browser on a shared, loaded machine loses the odd click or frame. A test that
  // fails twice still fails the run. Locally there is no retry, so flakiness shows.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 10_000 },
  use: {
    // This config is read again in each worker, where MY_STACK is the worker's own stack.
    baseURL: externalBaseUrl ?? MY_STACK.url,
    browserName: 'chromium',
    // Debian's chromium: never `npx playwright install` on these machines.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace (a screencast and a DOM snapshot per action) takes a quarter of the suite's
    // time on a two-core machine: CI records only the retry of a failed test (docs/testing.md).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: externalBaseUrl
    ? undefined
    : STACKS.map((stack) => ({
        // Started one after another: the first builds what is missing (scripts/start.mjs), the
        // others run that build.
        command: stack.index === 0 ? 'node scripts/start.mjs' : 'node backend/dist/main.js',
        // Relative to this file: the repository root.
        cwd: '..',
        env: {
          PORT: String(stack.port),
          ADMIN_USERNAME: ADMIN_ACCOUNT.username,
          ADMIN_PASSWORD: ADMIN_ACCOUNT.password,
          ADMIN_EMAIL: ADMIN_ACCOUNT.email,
          SMTP_URL: `smtp://127.0.0.1:${stack.smtpPort}`,
          STRIPE_API_BASE_URL: stripeOf(stack).baseUrl,
          // Not the built-in default, so a test can tell the footer reads it from the server.
          MINISTRY_POSTAL_ADDRESS: E2E_POSTAL_ADDRESS,
          // Every test signs members in from 127.0.0.1: the per-client limit is tested on its own.
          SIGN_IN_LIMIT_PER_CLIENT: '100000',
          ...stack.env,
        },
        url: `${stack.url}/api/health`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
});
