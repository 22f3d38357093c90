import { execFileSync } from 'node:child_process';
import { createSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The path of the signing certificate, as SNS names them. */
export const SNS_CERT_PATH = '/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem';
export const SNS_HOST = 'sns.us-east-1.amazonaws.com';
export const SNS_CERT_URL = `https://${SNS_HOST}${SNS_CERT_PATH}`;

/** The order SNS signs a message's fields in (its "Verifying the signatures" guide). */
const SIGNED: Record<string, string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: [
    'Message',
    'MessageId',
    'SubscribeURL',
    'Timestamp',
    'Token',
    'TopicArn',
    'Type',
  ],
};

/**
 * Amazon SNS as a subscriber's endpoint sees it, on loopback: a self-signed RSA certificate (openssl)
 * served at SigningCertURL's path, messages signed with its key as SNS signs them (SignatureVersion 1:
 * SHA1withRSA, 2: SHA256withRSA), and SubscribeURL's confirmations recorded.
 */
export class SnsFake {
  readonly confirmations: string[] = [];
  /** How often the certificate was fetched (a verifier should keep it, not fetch it per message). */
  certificatesServed = 0;
  private server?: Server;
  private key = '';
  private certificate = '';
  private port = 0;

  async start(): Promise<this> {
    const dir = mkdtempSync(join(tmpdir(), 'sns-fake-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '2',
          '-subj',
          `/CN=${SNS_HOST}`,
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      this.key = readFileSync(join(dir, 'key.pem'), 'utf8');
      this.certificate = readFileSync(join(dir, 'cert.pem'), 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === SNS_CERT_PATH) {
        this.certificatesServed += 1;
        res.writeHead(200, { 'content-type': 'application/x-x509-ca-cert' }).end(this.certificate);
      } else if (url.searchParams.get('Action') === 'ConfirmSubscription') {
        this.confirmations.push(url.searchParams.get('Token') ?? '');
        res.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Signs `message` as SNS does and adds Signature, SignatureVersion and SigningCertURL. */
  sign(message: Record<string, string>, version: '1' | '2' = '1', certUrl = SNS_CERT_URL) {
    let canonical = '';
    for (const field of SIGNED[message.Type]) {
      if (message[field] !== undefined) canonical += `${field}\n${message[field]}\n`;
    }
    const signer = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
    signer.update(canonical, 'utf8');
    return {
      ...message,
      SignatureVersion: version,
      Signature: signer.sign(this.key, 'base64'),
      SigningCertURL: certUrl,
    };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
