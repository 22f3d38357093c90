import type { AddressInfo } from 'node:net';
// hoodiecrow-imap is a scriptable IMAP4rev1 server made for tests (by imapflow's author); untyped.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const hoodiecrow = require('hoodiecrow-imap') as (options: object) => HoodiecrowServer;

interface HoodiecrowMessage {
  uid: number;
  flags: string[];
  raw: string;
}
interface HoodiecrowServer {
  listen(port: number, host: string, done: () => void): void;
  close(done: () => void): void;
  server: { address(): AddressInfo };
  getMailbox(path: string): { messages: HoodiecrowMessage[] } | undefined;
  appendMessage(mailbox: string, flags: string[], internaldate: Date | false, raw: string): void;
}

/**
 * A real IMAP server on loopback (hoodiecrow-imap), in memory: one user, an INBOX and a Bounces
 * folder. Delivers messages as an MTA would, and shows each message's flags as the server keeps them.
 */
export class ImapTestServer {
  readonly user = 'bounces@ministry.test';
  readonly password = 'imap-test-password-0123';
  private server: HoodiecrowServer | undefined;

  constructor(private readonly options: { secure?: boolean } = {}) {}

  async start(): Promise<this> {
    const server = hoodiecrow({
      plugins: ['ID', 'UIDPLUS', 'SPECIAL-USE', 'NAMESPACE', 'ENABLE', 'UNSELECT', 'LITERALPLUS'],
      secureConnection: this.options.secure ?? false,
      storage: {
        INBOX: { messages: [] },
        '': { separator: '/', folders: { Bounces: { messages: [] } } },
      },
      users: { [this.user]: { password: this.password } },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this;
  }

  get port(): number {
    if (!this.server) throw new Error('The IMAP server is not started');
    return this.server.server.address().port;
  }

  deliver(folder: string, raw: Buffer | string): void {
    this.server?.appendMessage(folder, [], new Date(), raw.toString('utf8'));
  }

  /** Each message of the folder with its flags, in order. */
  flags(folder: string): string[][] {
    return (this.server?.getMailbox(folder)?.messages ?? []).map((message) => [...message.flags]);
  }

  close(): Promise<void> {
    const server = this.server;
    return server ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
  }
}
