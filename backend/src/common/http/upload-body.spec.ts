import type { Request } from 'express';
import { PassThrough } from 'node:stream';
import { readUploadBody, type UploadLimits } from './upload-body';

class Empty extends Error {}
class TooLarge extends Error {}

const limits: UploadLimits = {
  maxBytes: 10,
  drainLimit: 20,
  empty: () => new Empty(),
  tooLarge: () => new TooLarge(),
};

/** A request whose body arrives in the given chunks, with the answer's headers recorded. */
function upload(chunks: string[], headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  const answerHeaders: Record<string, string> = {};
  const req = Object.assign(stream, {
    headers,
    res: { setHeader: (name: string, value: string) => (answerHeaders[name] = value) },
  }) as unknown as Request;
  setImmediate(() => {
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
  return { req, answerHeaders };
}

describe('readUploadBody', () => {
  it('answers the bytes of a body up to the limit, across chunks', async () => {
    const { req } = upload(['hello', ' you!']);
    await expect(readUploadBody(req, limits)).resolves.toEqual(Buffer.from('hello you!'));
  });

  it('refuses an empty body and one a parser read already as no file', async () => {
    await expect(readUploadBody(upload([]).req, limits)).rejects.toBeInstanceOf(Empty);
    const parsed = Object.assign(upload(['{}']).req, { _body: true });
    await expect(readUploadBody(parsed, limits)).rejects.toBeInstanceOf(Empty);
  });

  it('reads a body a little too large to its end, then refuses it, keeping the connection', async () => {
    const { req, answerHeaders } = upload(['0123456789', 'x']);
    await expect(readUploadBody(req, limits)).rejects.toBeInstanceOf(TooLarge);
    expect(answerHeaders.Connection).toBeUndefined();
  });

  it('stops reading a body far too large and closes the connection after the answer', async () => {
    const big = upload(['0123456789', '0123456789', '0123456789']);
    await expect(readUploadBody(big.req, limits)).rejects.toBeInstanceOf(TooLarge);
    expect(big.answerHeaders.Connection).toBe('close');
    const announced = upload(['x'], { 'content-length': '21' });
    await expect(readUploadBody(announced.req, limits)).rejects.toBeInstanceOf(TooLarge);
    expect(announced.answerHeaders.Connection).toBe('close');
  });
});
