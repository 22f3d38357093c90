import type { NextFunction, Request, Response } from 'express';
import { sameOriginOnly, TokenAuthorisedPaths } from './same-origin.middleware';

function call(
  method: string,
  headers: Record<string, string>,
  path = '/api/things',
): { status?: number; passed: boolean } {
  const outcome: { status?: number; passed: boolean } = { passed: false };
  const req = {
    method,
    path,
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  const res = {
    status(code: number) {
      outcome.status = code;
      return this;
    },
    json() {
      return this;
    },
  } as unknown as Response;
  const next: NextFunction = () => {
    outcome.passed = true;
  };
  const tokenPaths = new TokenAuthorisedPaths();
  tokenPaths.add('/unsubscribe');
  sameOriginOnly(['https://ministry.example'], tokenPaths)(req, res, next);
  return outcome;
}

describe('sameOriginOnly', () => {
  it('lets reads through from anywhere', () => {
    expect(
      call('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).passed,
    ).toBe(true);
  });

  it('lets writes through from the site itself, by its public address', () => {
    expect(call('POST', { origin: 'https://ministry.example', host: 'internal:3000' }).passed).toBe(
      true,
    );
    expect(call('POST', { 'sec-fetch-site': 'same-origin', host: 'localhost:3000' }).passed).toBe(
      true,
    );
  });

  it('lets writes through that carry no browser origin at all (server-to-server, mail clients)', () => {
    expect(call('POST', { host: 'localhost:3000' }).passed).toBe(true);
  });

  it('refuses writes from another site', () => {
    expect(call('POST', { origin: 'https://evil.example', host: 'localhost:3000' })).toEqual({
      status: 403,
      passed: false,
    });
    expect(call('DELETE', { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' }).status).toBe(
      403,
    );
    expect(call('PUT', { origin: 'null', host: 'localhost:3000' }).status).toBe(403);
  });

  it('never trusts the Host header the request chose (DNS rebinding, forged Host)', () => {
    expect(call('POST', { origin: 'http://evil.example', host: 'evil.example' }).status).toBe(403);
    expect(call('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' }).status).toBe(
      403,
    );
  });

  it('lets token-authorised paths through from anywhere, and only those exact paths', () => {
    // The unsubscribe page posts with Origin: null (it is served with Referrer-Policy: no-referrer).
    expect(
      call(
        'POST',
        { origin: 'null', 'sec-fetch-site': 'same-origin', host: 'localhost:3000' },
        '/unsubscribe',
      ).passed,
    ).toBe(true);
    expect(
      call(
        'POST',
        { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' },
        '/unsubscribe',
      ).passed,
    ).toBe(true);
    expect(
      call('POST', { origin: 'null', host: 'localhost:3000' }, '/api/unsubscribe').status,
    ).toBe(403);
    expect(call('POST', { origin: 'null', host: 'localhost:3000' }, '/unsubscribe/x').status).toBe(
      403,
    );
    // As the router matches it: a trailing slash or another case is the same route.
    expect(call('POST', { origin: 'null' }, '/Unsubscribe/').passed).toBe(true);
  });
});
