import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import type { RequestBodyRules } from './request-body';

/** A campaign video (up to 100 MB) arrives in one PUT; slow connections need long to send it. */
export const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

/**
 * Limits how long a request may take to arrive: `normalMs` for every route but the slow uploads a
 * feature declared (the signed video upload of local storage), which get UPLOAD_REQUEST_TIMEOUT_MS. Node's own `requestTimeout` is one value for the whole server,
 * so it is set to the upload's limit and the shorter one is enforced here, per request. Like Node's,
 * the limit covers receiving the request only, not the time taken to answer it.
 */
export function requestTimeouts(server: Server, normalMs: number, rules: RequestBodyRules) {
  server.requestTimeout = Math.max(UPLOAD_REQUEST_TIMEOUT_MS, normalMs);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.complete || rules.isSlowUpload(req.method, req.path)) return next();
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      // The rest of the body is not waited for: the answer closes the connection.
      res.setHeader('Connection', 'close');
      res.status(408).json({ message: 'The request took too long to arrive.' });
    }, normalMs);
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
    next();
  };
}
