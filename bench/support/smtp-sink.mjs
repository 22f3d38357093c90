// A local SMTP sink (smtp-server) in its own process, so that receiving costs neither side of the
// benchmark its own event loop. Parent process asks over IPC: 'stats' → { count, unique, duplicates }.
import { SMTPServer } from 'smtp-server';

let count = 0;
let recipients = new Set();
let duplicates = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      count += 1;
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
    process.send({ reset: true });
  } else if (message === 'stats') {
    process.send({ count, unique: recipients.size, duplicates });
  } else if (message === 'stop') {
    server.close(() => process.exit(0));
  }
});
