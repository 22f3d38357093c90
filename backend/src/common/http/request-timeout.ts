import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { VIDEO_URL_PREFIX } from '../../modules/storage/video-format';

/** A campaign video (up to 100 MB) arrives in one PUT; slow connections need long to send it. */
export const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

/** The signed video upload (local storage): the one route whose body may take half an hour. */
const isVideoUpload = (req: Request) =>
  req.method === 'PUT' && req.path.startsWith(VIDEO_URL_PREFIX);

/**
 * Limits how long a request may take to arrive: `normalMs` for every route but the video upload,
 * which gets UPLOAD_REQUEST_TIMEOUT_MS. Node's own `requestTimeout` is one value for the whole server,
 * so it is set to the upload's limit and the shorter one is enforced here, per request. Like Node's,
 * the limit covers receiving the request only, not the time taken to answer it.
 */
export function requestTimeouts(server: Server, normalMs: number) {
  server.requestTimeout = Math.max(UPLOAD_REQUEST_TIMEOUT_MS, normalMs);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.complete || isVideoUpload(req)) return next();
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
