import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The name the client gave in EHLO/HELO (nodemailer's `name` option), to tell senders apart. */
  client: string;
  raw: Buffer;
}

type Refusal = { code: number; message: string; times: number };

/**
 * A real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, so tests can read the
 * messages with mailparser. It can refuse chosen recipients, temporarily (4xx) or permanently (5xx).
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private readonly refusals = new Map<string, Refusal>();
  private readonly server: SMTPServer;
  private port = 0;
  /** Messages whose data has arrived but whose reply the sink is still holding back. */
  inFlight = 0;

  /** `replyDelayMs` holds back each reply to DATA, as a slow relay would: sends stay in flight longer. */
  constructor(private readonly replyDelayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 200 * 1024 * 1024,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const refusal = this.refusals.get(address.address.toLowerCase());
        if (refusal && refusal.times > 0) {
          refusal.times -= 1;
          const error = new Error(refusal.message) as Error & { responseCode: number };
          error.responseCode = refusal.code;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        this.inFlight += 1;
        stream.on('end', () => {
          const accept = () => {
            this.inFlight -= 1;
            this.messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              client: session.hostNameAppearsAs,
              raw: Buffer.concat(chunks),
            });
            callback();
          };
          if (this.replyDelayMs > 0) setTimeout(accept, this.replyDelayMs);
          else accept();
        });
      },
    });
  }

  async start(): Promise<this> {
    // A client killed mid-session (the crash test SIGKILLs a worker) resets its connection: smtp-server
    // reports that as an 'error' event, which without a listener would crash the test process.
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') console.error('smtp sink:', error);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuses `address` the next `times` times with `code` (e.g. 451 temporary, 550 permanent). */
  refuse(address: string, code: number, times = Infinity): void {
    this.refusals.set(address.toLowerCase(), {
      code,
      message: code >= 500 ? 'Mailbox unavailable' : 'Try again later',
      times,
    });
  }

  received(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  async waitFor(predicate: () => boolean, timeoutMs = 20000, what = 'mail'): Promise<void> {
    const start = Date.now();
    while (!predicate()) {
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async waitForMessages(count: number, timeoutMs = 20000): Promise<void> {
    await this.waitFor(() => this.messages.length >= count, timeoutMs, `${count} messages`);
  }

  static parse(mail: ReceivedMail): Promise<ParsedMail> {
    return simpleParser(mail.raw);
  }

  /** Every occurrence of a header, unfolded, as written on the wire. */
  static headerValues(mail: ParsedMail, name: string): string[] {
    return mail.headerLines
      .filter((h) => h.key === name.toLowerCase())
      .map((h) =>
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      );
  }

  /** The https address of the one List-Unsubscribe header. */
  static unsubscribeUrl(mail: ParsedMail): URL {
    const [header] = SmtpSink.headerValues(mail, 'list-unsubscribe');
    return new URL(header.split(',')[0].trim().slice(1, -1));
  }

  /** The first message to an address, parsed, once it has come (within 20 s). */
  async firstTo(address: string): Promise<ParsedMail> {
    await this.waitFor(() => this.received(address).length > 0, 20000, `mail to ${address}`);
    return SmtpSink.parse(this.received(address)[0]);
  }

  /**
   * The path of the double opt-in link in a message's text (the page under PUBLIC_URL), to post to
   * the app under test; `origin` is the PUBLIC_URL the test app was given.
   */
  static confirmationPath(mail: ParsedMail, origin = 'https://ministry.example'): string {
    const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`${escaped}(/confirm-subscription\\?token=[A-Za-z0-9_-]+)`).exec(
      mail.text ?? '',
    );
    if (!found) throw new Error(`no confirmation link in:\n${mail.text}`);
    return found[1];
  }

  clear(): void {
    this.messages.length = 0;
    this.refusals.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
