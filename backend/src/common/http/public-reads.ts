import { Injectable } from '@nestjs/common';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A public answer kept whole: the same bytes for everyone, with its validator and type. */
export interface StoredAnswer {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Headers that belong to this answer (e.g. X-Search-Corrected-Query), sent with it. */
  headers?: Record<string, string>;
  /** Request headers besides Accept-Encoding the answer depends on (e.g. `Accept-Language, Cookie`). */
  vary?: string;
  /** The gzip form, made the first time a client that accepts it asks. */
  gzipped?: Buffer;
}

/**
 * Where a feature keeps its stored public answers, by request URL (path and query); the request is
 * there for an answer that depends on its headers too (say so in `StoredAnswer.vary`).
 */
export type StoredAnswerLookup = (url: string, req: IncomingMessage) => StoredAnswer | undefined;

/** Told of each stored answer sent: the request, its status, and when it arrived (hrtime, ns). */
export type StoredAnswerObserver = (req: Request, status: number, startedNs: bigint) => void;

/** Smaller bodies are sent as they are (as `compression` does below its 1 kB threshold). */
const GZIP_THRESHOLD = 1024;
/** Bodies worth compressing: text, JSON, XML and SVG; images and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/**
 * helmet's headers that are policies of a document (what it may load, frame, refer, open, and HSTS,
 * which the host's pages carry). A script, style sheet, manifest, font, raster image or JSON answer
 * ignores them; they were 1.2 KB of every such response (16.6 KB of the home page's JavaScript on the
 * wire). Such answers keep their type, caching, `nosniff` and Cross-Origin-Resource-Policy.
 */
export const DOCUMENT_POLICIES = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
const DOCUMENT_POLICY_NAMES = new Set(DOCUMENT_POLICIES.map((name) => name.toLowerCase()));

/** Answers never opened as a document: raster images (an SVG can be one, so it keeps them) and JSON. */
const NOT_A_DOCUMENT = /^(image\/(?!svg)|application\/json)/;
/**
 * The one policy a JSON answer keeps, short: opened by itself it may load nothing and be framed by no
 * one. The page's full policy (0.4 KB) and the other document headers took a quarter to a half of a
 * small public read's bytes, and halved an Express app's rate under load (docs/testing.md).
 */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** `headers` without the document policies. */
export const withoutDocumentPolicies = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !DOCUMENT_POLICY_NAMES.has(name.toLowerCase())),
  );

/** A file named by its content never changes: any cache may keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The core's register of public reads: features add the paths that answer everyone alike (no session is
 * looked up for them) and where their stored answers are, and the core answers those before any other
 * middleware runs. The core knows no feature; features know this register.
 */
@Injectable()
export class PublicReadRegistry {
  private readonly paths: RegExp[] = [];
  private readonly lookups: StoredAnswerLookup[] = [];

  addPaths(...paths: RegExp[]): void {
    this.paths.push(...paths);
  }

  addStoredAnswers(lookup: StoredAnswerLookup): void {
    this.lookups.push(lookup);
  }

  isPublicRead(req: Request): boolean {
    return (
      (req.method === 'GET' || req.method === 'HEAD') && this.paths.some((p) => p.test(req.path))
    );
  }

  private stored(url: string, req: IncomingMessage): StoredAnswer | undefined {
    for (const lookup of this.lookups) {
      const answer = lookup(url, req);
      if (answer) return answer;
    }
    return undefined;
  }

  /**
   * Answers a GET or HEAD whose answer is stored with the bytes, the security headers the rest of the
   * app would add (computed once), a 304 for a matching `If-None-Match`, and gzip when accepted: a
   * stored public read costs little more than writing its bytes. Anything else goes on.
   */
  answerStored(
    securityHeaders: OutgoingHttpHeaders,
    observe?: StoredAnswerObserver,
  ): RequestHandler {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const answer = this.stored(req.url, req);
      if (!answer) return next();
      const started = observe ? process.hrtime.bigint() : 0n;
      sendStored(req, res, answer, securityHeaders);
      observe?.(req, res.statusCode, started);
    };
  }
}

const NO_HEADERS: OutgoingHttpHeaders = {};

/** The security headers of each kind of answer, made once per set given (the app has one). */
const headerSets = new WeakMap<
  OutgoingHttpHeaders,
  { document: OutgoingHttpHeaders; data: OutgoingHttpHeaders; file: OutgoingHttpHeaders }
>();

function securityHeadersFor(
  securityHeaders: OutgoingHttpHeaders,
  contentType: string,
): OutgoingHttpHeaders {
  let sets = headerSets.get(securityHeaders);
  if (!sets) {
    const file = withoutDocumentPolicies(securityHeaders);
    sets = {
      document: securityHeaders,
      data: { ...file, 'Content-Security-Policy': DATA_POLICY },
      file,
    };
    headerSets.set(securityHeaders, sets);
  }
  if (!NOT_A_DOCUMENT.test(contentType)) return sets.document;
  return contentType.startsWith('application/json') ? sets.data : sets.file;
}

/** Writes a stored answer as it is, or as a 304 when the client holds it already. */
export function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  answer: StoredAnswer,
  securityHeaders: OutgoingHttpHeaders = NO_HEADERS,
): void {
  const security = securityHeadersFor(securityHeaders, answer.contentType);
  // An answer computed by a controller has them already (helmet ran before it).
  if (security !== securityHeaders) for (const name of DOCUMENT_POLICIES) res.removeHeader(name);
  const headers: OutgoingHttpHeaders = {
    ...security,
    ...answer.headers,
    ETag: answer.etag,
    'Cache-Control': answer.cacheControl,
    Vary: answer.vary ? `Accept-Encoding, ${answer.vary}` : 'Accept-Encoding',
  };
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let body = answer.body;
  if (
    body.length >= GZIP_THRESHOLD &&
    COMPRESSIBLE.test(answer.contentType) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
  ) {
    answer.gzipped ??= gzipSync(body);
    body = answer.gzipped;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Type'] = answer.contentType;
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The headers a middleware sets on every response, found by running it once against a stand-in
 * response (helmet's are the same for every request).
 */
export function constantHeadersOf(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name] = value;
    },
    getHeader: (name: string) => headers[name],
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let called = false;
  middleware({} as Request, res as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('The middleware did not finish synchronously');
  return headers;
}
