import { expect, test, type Locator, type Page } from '@playwright/test';
import { joinCommunity, signInAsAdmin, unique } from '../pages/admin-api';

// Swagger UI loads its whole bundle and renders every operation: give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * "Try it out" in Swagger UI, as a developer presses it: the operation's own example, sent from the
 * page with the browser's cookie and Origin, succeeds for a public read, a member write and a staff write.
 */
class SwaggerUi {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/api/docs');
    await expect(this.page.locator('.swagger-ui .info .title')).toContainText(
      'Ministry platform API',
    );
  }

  /** Swagger UI's id of an operation block: `operations-<first tag>-<operationId>`. */
  operation(tag: string, operationId: string): Locator {
    return this.page.locator(`#operations-${tag}-${operationId}`);
  }

  /** Opens the operation, presses "Try it out" and "Execute" with the prefilled example. */
  async tryItOut(operation: Locator): Promise<{ status: number; body: unknown }> {
    await operation.locator('.opblock-summary').first().click();
    await operation.getByRole('button', { name: 'Try it out' }).click();
    const answer = this.page.waitForResponse(
      (res) => res.request().resourceType() === 'fetch' && res.url().includes('/api/'),
    );
    await operation.getByRole('button', { name: 'Execute' }).click();
    const response = await answer;
    // The page shows the live answer as the server gave it.
    await expect(
      operation.locator('.live-responses-table tbody .response-col_status').first(),
    ).toHaveText(String(response.status()));
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  }

  /** The request body editor of an operation in "Try it out" mode. */
  async exampleBody(operation: Locator): Promise<Record<string, unknown>> {
    return JSON.parse(await operation.locator('textarea.body-param__text').inputValue());
  }
}

test('a public read: the upcoming events, with no sign-in', async ({ page }) => {
  const docs = new SwaggerUi(page);
  await docs.goto();
  const { status, body } = await docs.tryItOut(docs.operation('events', 'Events_upcoming'));
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
});

test('a member write: a signed-in member shares a testimony with the documented example', async ({
  page,
}) => {
  // Signing up through the API signs the browser context in as the member (one cookie jar).
  const email = `${unique('swagger').replace(/\W+/g, '-')}@example.test`.toLowerCase();
  await joinCommunity(page.request, { firstName: 'Swagger', lastName: 'Member', email });
  const docs = new SwaggerUi(page);
  await docs.goto();
  const submit = docs.operation('community', 'Testimonials_submit');
  const { status, body } = await docs.tryItOut(submit);
  expect(status, JSON.stringify(body)).toBe(201);
  expect(body).toMatchObject({ message: expect.stringContaining('Thank you') });

  // It waits for moderation; leave no example testimony behind in the other tests' queue.
  const example = await docs.exampleBody(submit);
  await signInAsAdmin(page);
  const queue = (await (await page.request.get('/api/admin/testimonials')).json()) as {
    id: string;
    title: string;
    email: string;
    status: string;
  }[];
  // Kept at the member's own address, whatever the example's (docs/architecture.md, "A member's own
  // address").
  const shared = queue.filter((t) => t.title === example.title && t.email === email);
  expect(shared.map((t) => t.status)).toContain('pending');
  for (const t of shared) {
    expect((await page.request.delete(`/api/admin/testimonials/${t.id}`)).status()).toBe(204);
  }
});

test('a staff write: a signed-in administrator creates an event with the documented example', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const docs = new SwaggerUi(page);
  await docs.goto();
  const create = docs.operation('admin_events', 'EventsAdmin_create');
  const { status, body } = await docs.tryItOut(create);
  expect(status, JSON.stringify(body)).toBe(201);
  const example = await docs.exampleBody(create);
  expect(body).toMatchObject({ title: example.title, location: example.location });

  const removed = await page.request.delete(`/api/admin/events/${(body as { id: string }).id}`);
  expect(removed.status()).toBe(204);
});

test('without a session the same staff write is refused with the documented 401', async ({
  page,
}) => {
  const docs = new SwaggerUi(page);
  await docs.goto();
  const { status, body } = await docs.tryItOut(
    docs.operation('admin_events', 'EventsAdmin_create'),
  );
  expect(status).toBe(401);
  expect(body).toMatchObject({ message: expect.any(String) });
});
