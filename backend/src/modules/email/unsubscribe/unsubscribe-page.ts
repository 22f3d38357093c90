import { textDirection, type Language } from '../../../common/i18n/languages';
import { escapeHtml } from '../mail/render';
import { MailLinkPageMessages as M } from './mail-link-page.messages';

/** Shows enough of an address for people to recognise it, without publishing it. */
export function maskAddress(email: string): string {
  const [local, domain] = email.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(1, Math.min(6, local.length - visible.length)))}@${domain}`;
}

/**
 * What a page opened from an e-mail takes of the site's settings (its name, colour and images) and
 * its words: in the page's language (`MailComposerService.pageLookIn`).
 */
export interface PageLook {
  /** In the page's language. */
  ministryName: string;
  /** The accent colour (settings keep it readable with white text and on white). */
  accentColor: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  language: Language;
  /** A message of `MailLinkPageMessages` in the page's language, with its values put in. */
  text: (msgid: string, values?: Record<string, string>) => string;
}

/** Only a #rrggbb colour reaches the style sheet; anything else falls back to the default. */
const colour = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : '#1f3a5f');

/**
 * A page for a person who opened a link from an e-mail (unsubscribe, subscription confirmation), in
 * the site's look: its logo and name on top, its accent colour on the heading, button and links, its
 * favicon.
 */
export function mailLinkPage(title: string, body: string, look: PageLook): string {
  const e = escapeHtml;
  const accent = colour(look.accentColor);
  const brand = look.logoUrl
    ? `<img src="${e(look.logoUrl)}" alt="" height="40">${e(look.ministryName)}`
    : e(look.ministryName);
  const dir = textDirection(look.language) === 'rtl' ? ' dir="rtl"' : '';
  return `<!DOCTYPE html>
<html lang="${e(look.language)}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} - ${e(look.ministryName)}</title>
<link rel="icon" href="${e(look.faviconUrl ?? '/favicon.svg')}"${look.faviconUrl ? '' : ' type="image/svg+xml"'}>
<style>
body{margin:0;background:#f4f1ea;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b}
header{background:${accent};color:#fff;padding:12px 16px}
header a{color:#fff;text-decoration:none;font-size:20px;font-weight:bold;display:inline-flex;align-items:center;gap:10px;max-width:520px;margin:0 auto}
header img{height:40px;width:auto;background:#fff;border-radius:4px}
.brand{max-width:520px;margin:0 auto}
main{max-width:520px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.08);border-top:4px solid ${accent}}
@media (max-width:560px){main{margin:24px 16px;padding:24px}}
h1{font-size:24px;margin:0 0 16px;color:${accent}}
p{line-height:1.6}
button{font:inherit;font-size:16px;padding:10px 20px;border:0;border-radius:6px;background:${accent};color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #c9a227;outline-offset:2px}
main a{color:${accent}}
</style>
</head>
<body>
<header><div class="brand"><a href="/">${brand}</a></div></header>
<main>
<h1>${e(title)}</h1>
${body}
<p><a href="/">${look.text(M.returnTo, { ministry: e(look.ministryName) })}</a></p>
</main>
</body>
</html>
`;
}

/** GET: asks for confirmation and never unsubscribes by itself (link scanners open links too). */
export function confirmPage(
  token: string,
  email: string,
  look: PageLook,
  /** The campaign message's mark (`d`), passed on so the unsubscribe counts in its report. */
  from?: string,
): string {
  const e = escapeHtml;
  const t = look.text;
  return mailLinkPage(
    t(M.unsubscribeTitle),
    `<p>${t(M.unsubscribeQuestion, { ministry: e(look.ministryName), address: e(maskAddress(email)) })}</p>
<form method="post" action="/unsubscribe?token=${e(encodeURIComponent(token))}${from ? `&amp;d=${e(encodeURIComponent(from))}` : ''}">
<button type="submit">${e(t(M.unsubscribeButton))}</button>
</form>`,
    look,
  );
}

export function donePage(email: string, look: PageLook): string {
  const e = escapeHtml;
  return mailLinkPage(
    look.text(M.unsubscribedTitle),
    `<p role="status">${look.text(M.unsubscribed, { address: e(maskAddress(email)), ministry: e(look.ministryName) })}</p>`,
    look,
  );
}

export function invalidPage(look: PageLook): string {
  return mailLinkPage(look.text(M.invalidTitle), `<p>${look.text(M.invalid)}</p>`, look);
}

/** Anything unexpected: still a page for a person, never a JSON body. */
export function errorPage(look: PageLook): string {
  return mailLinkPage(look.text(M.errorTitle), `<p>${look.text(M.error)}</p>`, look);
}
