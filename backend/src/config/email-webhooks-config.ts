import { createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The providers' webhooks (see docs/deployment.md, "Bounces and complaints"). A provider whose
 * settings are absent has its route refuse every request.
 */
export interface EmailWebhooksConfig {
  ses: {
    /** The SNS topics whose messages are accepted (any other AWS account could sign one too). */
    topicArns: string[];
    /** Hosts SigningCertURL and SubscribeURL may name (https only). */
    hostPattern: RegExp;
    /**
     * When set, those URLs are fetched from this base (their path and query kept) instead of their
     * own host, once they passed the checks: a test serves the certificate on loopback.
     */
    fetchBaseUrl: string | undefined;
  };
  /** SendGrid's Event Webhook verification key (ECDSA P-256), when set. */
  sendgridPublicKey: KeyObject | undefined;
  postmark: {
    /** The user and password in the webhook URL (basic auth), when set. */
    basicAuth: { username: string; password: string } | undefined;
    /** A secret sent in the X-Postmark-Webhook-Token header (a custom header of the webhook). */
    token: string | undefined;
  };
  /** Mailgun's HTTP webhook signing key, when set. */
  mailgunSigningKey: string | undefined;
}

/** SNS's own hosts: sns.<region>.amazonaws.com (and .com.cn in China). */
export const SNS_HOST_PATTERN = '^sns\\.[a-z0-9-]+\\.amazonaws\\.com(\\.cn)?$';

/** Reads the EMAIL_WEBHOOK_* variables; what is wrong goes into `problems`. */
export function emailWebhooksConfig(
  env: NodeJS.ProcessEnv,
  problems: string[],
): EmailWebhooksConfig {
  const str = (name: string): string | undefined => env[name]?.trim() || undefined;

  let hostPattern = new RegExp(SNS_HOST_PATTERN);
  const pattern = str('EMAIL_WEBHOOK_SES_CERT_HOST_PATTERN');
  if (pattern !== undefined) {
    try {
      hostPattern = new RegExp(pattern);
    } catch {
      problems.push('EMAIL_WEBHOOK_SES_CERT_HOST_PATTERN must be a regular expression');
    }
  }
  const fetchBase = str('EMAIL_WEBHOOK_SES_FETCH_BASE_URL');
  if (fetchBase !== undefined && !/^https?:\/\/[^/]+/.test(fetchBase)) {
    problems.push('EMAIL_WEBHOOK_SES_FETCH_BASE_URL must be an http(s) URL');
  }

  let sendgridPublicKey: KeyObject | undefined;
  const sendgridKey = str('EMAIL_WEBHOOK_SENDGRID_PUBLIC_KEY');
  if (sendgridKey !== undefined) {
    try {
      // SendGrid shows the key as base64 DER (SubjectPublicKeyInfo); a PEM block is taken as well.
      sendgridPublicKey = sendgridKey.includes('BEGIN PUBLIC KEY')
        ? createPublicKey(sendgridKey.replace(/\\n/g, '\n'))
        : createPublicKey({ key: Buffer.from(sendgridKey, 'base64'), format: 'der', type: 'spki' });
      if (sendgridPublicKey.asymmetricKeyType !== 'ec') throw new Error('not ECDSA');
    } catch {
      problems.push(
        'EMAIL_WEBHOOK_SENDGRID_PUBLIC_KEY must be the Event Webhook verification key (base64 ECDSA public key)',
      );
      sendgridPublicKey = undefined;
    }
  }

  const postmarkUser = str('EMAIL_WEBHOOK_POSTMARK_USERNAME');
  const postmarkPassword = str('EMAIL_WEBHOOK_POSTMARK_PASSWORD');
  if ((postmarkUser === undefined) !== (postmarkPassword === undefined)) {
    problems.push(
      'EMAIL_WEBHOOK_POSTMARK_USERNAME and EMAIL_WEBHOOK_POSTMARK_PASSWORD must be set together',
    );
  }
  const secret = (name: string): string | undefined => {
    const value = str(name);
    if (value !== undefined && value.length < 16)
      problems.push(`${name} must be at least 16 characters`);
    return value;
  };
  const postmarkToken = secret('EMAIL_WEBHOOK_POSTMARK_TOKEN');
  if (postmarkPassword !== undefined && postmarkPassword.length < 16) {
    problems.push('EMAIL_WEBHOOK_POSTMARK_PASSWORD must be at least 16 characters');
  }

  return {
    ses: {
      topicArns: (str('EMAIL_WEBHOOK_SES_TOPIC_ARNS') ?? '')
        .split(',')
        .map((arn) => arn.trim())
        .filter(Boolean),
      hostPattern,
      fetchBaseUrl: fetchBase?.replace(/\/+$/, ''),
    },
    sendgridPublicKey,
    postmark: {
      basicAuth:
        postmarkUser !== undefined && postmarkPassword !== undefined
          ? { username: postmarkUser, password: postmarkPassword }
          : undefined,
      token: postmarkToken,
    },
    mailgunSigningKey: str('EMAIL_WEBHOOK_MAILGUN_SIGNING_KEY'),
  };
}
