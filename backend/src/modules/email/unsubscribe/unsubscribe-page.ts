import { escapeHtml } from '../mail/render';

/** Shows enough of an address for people to recognise it, without publishing it. */
export function maskAddress(email: string): string {
  const [local, domain] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(1, Math.min(6, local.length - visible.length)))}@${domain}`;
}

/** A page for a person who opened a link from an e-mail (unsubscribe, subscription confirmation). */
export function mailLinkPage(title: string, body: string, ministryName: string): string {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} - ${e(ministryName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;background:#f4f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b}
main{max-width:520px;margin:64px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
@media (max-width:560px){main{margin:24px 16px;padding:24px}}
h1{font-size:24px;margin:0 0 16px;color:#1e3a5f}
p{line-height:1.6}
button{font:inherit;font-size:16px;padding:10px 20px;border:0;border-radius:6px;background:#1e3a5f;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #c9a227;outline-offset:2px}
a{color:#1e3a5f}
</style>
</head>
<body>
<main>
<h1>${e(title)}</h1>
${body}
<p><a href="/">Return to ${e(ministryName)}</a></p>
</main>
</body>
</html>
`;
}

/** GET: asks for confirmation and never unsubscribes by itself (link scanners open links too). */
export function confirmPage(token: string, email: string, ministryName: string): string {
  const e = escapeHtml;
  return mailLinkPage(
    'Unsubscribe',
    `<p>Do you want to stop receiving e-mails from ${e(ministryName)} at <strong>${e(maskAddress(email))}</strong>?</p>
<form method="post" action="/unsubscribe?token=${e(encodeURIComponent(token))}">
<button type="submit">Unsubscribe</button>
</form>`,
    ministryName,
  );
}

export function donePage(email: string, ministryName: string): string {
  return mailLinkPage(
    'You have been unsubscribed',
    `<p role="status">${escapeHtml(maskAddress(email))} will no longer receive e-mails from ${escapeHtml(ministryName)}.</p>`,
    ministryName,
  );
}

export function invalidPage(ministryName: string): string {
  return mailLinkPage(
    'Invalid unsubscribe link',
    '<p>This unsubscribe link is not valid. Please use the link from the most recent e-mail you received from us.</p>',
    ministryName,
  );
}

/** Anything unexpected: still a page for a person, never a JSON body. */
export function errorPage(ministryName: string): string {
  return mailLinkPage(
    'Something went wrong',
    '<p>We could not update your e-mail preferences just now. Please try the link again in a few minutes.</p>',
    ministryName,
  );
}
