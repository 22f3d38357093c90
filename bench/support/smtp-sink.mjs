// A local SMTP sink (smtp-server) in its own process, so that receiving costs neither side of the
// benchmark its own event loop. Parent process asks over IPC: 'stats' → { count, unique, duplicates, tracked }, tracked
// being the messages that carry a tracked (signed redirect, /r/c…) link.
import { SMTPServer } from 'smtp-server';

let count = 0;
let recipients = new Set();
let duplicates = 0;
let tracked = 0;
/** A click redirect's path in a message's HTML (quoted-printable may break the line, not these 4). */
const TRACKED = Buffer.from('/r/c');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    let hasLink = false;
    let tail = Buffer.alloc(0);
    stream.on('data', (chunk) => {
      if (hasLink) return;
      // The chunk with the last bytes of the one before, so a marker cut in two is found too.
      const window = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      hasLink = window.includes(TRACKED);
      tail = window.subarray(-(TRACKED.length - 1));
    });
    stream.on('end', () => {
      count += 1;
      if (hasLink) tracked += 1;
      for (const { address } of session.envelope.rcptTo) {
        const key = address.toLowerCase();
        if (recipients.has(key)) duplicates += 1;
        else recipients.add(key);
      }
      callback();
    });
  },
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));

process.on('message', (message) => {
  if (message === 'reset') {
    count = 0;
    recipients = new Set();
    duplicates = 0;
    tracked = 0;
    process.send({ reset: true });
  } else if (message === 'stats') {
    process.send({ count, unique: recipients.size, duplicates, tracked });
  } else if (message === 'stop') {
    server.close(() => process.exit(0));
  }
});
