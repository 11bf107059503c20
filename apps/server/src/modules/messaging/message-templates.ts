// Renders a named message in a language: the SMS text, or the e-mail's subject, text part and HTML
// part (values escaped). Links arrive absolute (site-origin.ts picks the domain).
import type { TMessageLanguage } from './message-language.ts';
import { MESSAGE_WORDS, type TCodePurpose, type TMessageWords } from './message-words.ts';

export type { TCodePurpose } from './message-words.ts';

export type TMessage =
  | { kind: 'verification-code'; purpose: TCodePurpose; code: string; minutes: number }
  | { kind: 'login-challenge-code'; code: string }
  | { kind: 'password-reset'; name: string; link: string; minutes: number };

export type TRenderedEmail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** The one-line text of a message: the SMS body, and the e-mail text of a code. */
function shortText(message: Exclude<TMessage, { kind: 'password-reset' }>, w: TMessageWords): string {
  switch (message.kind) {
    case 'verification-code':
      return w.code(w.purpose[message.purpose], message.code, message.minutes);
    case 'login-challenge-code':
      return w.challenge(message.code);
  }
}

export function renderSms(
  message: Exclude<TMessage, { kind: 'password-reset' }>,
  language: TMessageLanguage,
): string {
  return shortText(message, MESSAGE_WORDS[language]);
}

function page(w: TMessageWords, subject: string, body: string): string {
  return (
    `<!doctype html><html lang="${w.htmlLang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2330">` +
    `${body}</body></html>`
  );
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

export function renderEmail(message: TMessage, language: TMessageLanguage): TRenderedEmail {
  const w = MESSAGE_WORDS[language];
  switch (message.kind) {
    case 'verification-code':
    case 'login-challenge-code': {
      const subject =
        message.kind === 'verification-code' ? w.codeSubject(w.purpose[message.purpose]) : w.challengeSubject;
      const text = shortText(message, w);
      return { subject, text: `${text}\n`, html: page(w, subject, paragraph(text)) };
    }
    case 'password-reset': {
      const subject = w.resetSubject;
      const text = [
        w.hello(message.name),
        '',
        `${w.resetIntro} ${message.link}`,
        w.resetExpiry(message.minutes),
        w.resetIgnore,
        '',
      ].join('\n');
      const href = escapeHtml(message.link);
      const html = page(
        w,
        subject,
        paragraph(w.hello(message.name)) +
          paragraph(w.resetIntro) +
          `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#c8102e;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(w.resetButton)}</a></p>` +
          `<p style="font-size:13px;color:#555b6e">${escapeHtml(w.linkFallback)}<br><a href="${href}">${href}</a></p>` +
          paragraph(w.resetExpiry(message.minutes)) +
          paragraph(w.resetIgnore),
      );
      return { subject, text, html };
    }
  }
}
