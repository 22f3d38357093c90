import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-error';
import { createApiClient, dataOf, failWith, isAbort } from './client';

/** A client whose fetch records each request and answers with `answer`. */
function clientAnswering(answer: () => Response) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (request) => {
      requests.push(request);
      return answer();
    },
  });
  return { client, requests };
}

const json = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });

describe('the API client', () => {
  it('sends the session cookie and resolves with the typed data of an OK answer', async () => {
    const event = { id: 3, title: 'Shabbat fellowship' };
    const { client, requests } = clientAnswering(() => json([event]));
    await expect(dataOf(client.GET('/api/events'))).resolves.toEqual([event]);
    expect(requests[0].url).toBe('http://api.test/api/events');
    expect(requests[0].credentials).toBe('include');
  });

  it('fills path parameters and leaves out query parameters that are not given', async () => {
    const { client, requests } = clientAnswering(() => json([]));
    await client.GET('/api/youtube/videos', {
      params: { query: { maxResults: 12, q: 'prayer & fasting', correct: undefined } },
    });
    await client.GET('/api/admin/system/queues/{queue}/failed', {
      params: { path: { queue: 'email send' }, query: { page: 2, pageSize: 10 } },
    });
    expect(requests.map((request) => request.url)).toEqual([
      'http://api.test/api/youtube/videos?maxResults=12&q=prayer%20%26%20fasting',
      'http://api.test/api/admin/system/queues/email%20send/failed?page=2&pageSize=10',
    ]);
  });

  it('sends a body as JSON', async () => {
    const { client, requests } = clientAnswering(() => json({ message: 'ok' }, { status: 201 }));
    await client.POST('/api/subscribe', { body: { name: 'Ruth', email: 'ruth@example.test' } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0].json()).resolves.toEqual({
      name: 'Ruth',
      email: 'ruth@example.test',
    });
  });

  it('resolves a 204 with no data', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(
      dataOf(client.DELETE('/api/admin/events/{id}', { params: { path: { id: 3 } } })),
    ).resolves.toBeUndefined();
  });

  it('rejects a non-OK answer with an ApiError holding the body exactly as sent', async () => {
    const body = '{"message":"Please log in to your community account to continue."}';
    const { client } = clientAnswering(
      () => new Response(body, { status: 401, headers: { 'Content-Type': 'application/json' } }),
    );
    const failure = await client.GET('/api/community/session').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, body, message: `401: ${body}` });
  });
});

describe('failWith', () => {
  const fail = failWith('Failed to fetch videos');

  it("restates an answer under the call's sentence, still an ApiError", () => {
    let thrown: unknown;
    try {
      fail(new ApiError(500, 'boom'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 500, message: 'Failed to fetch videos' });
  });

  it('gives a request that got no answer the same sentence, the failure as its cause', () => {
    const offline = new TypeError('Failed to fetch');
    expect(() => fail(offline)).toThrow(
      expect.objectContaining({ message: 'Failed to fetch videos', cause: offline }),
    );
  });

  it('lets a cancelled request stay cancelled', () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(isAbort(abort)).toBe(true);
    expect(isAbort(new Error('AbortError'))).toBe(false);
    expect(() => fail(abort)).toThrow(abort);
  });
});
