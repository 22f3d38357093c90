// The floor of any Express app: answers each path with the very bytes and content type the product gave,
// from memory. Started as its own process by api.bench.mjs, so each side's CPU can be read on its own.
import express from 'express';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file, 'utf8'));
const app = express();
for (const [url, { contentType, body }] of Object.entries(answers)) {
  const bytes = Buffer.from(body, 'base64');
  const path = url.split('?')[0];
  const query = new URLSearchParams(url.split('?')[1] ?? '').toString();
  app.get(path, (req, res, next) => {
    if (new URLSearchParams(req.query).toString() !== query) return next();
    res.set('Content-Type', contentType);
    res.send(bytes);
  });
}
app.listen(Number(port), '127.0.0.1', () => console.log('bare server ready'));
