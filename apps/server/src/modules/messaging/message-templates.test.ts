// Every message in every language: the values land in the text, the HTML part escapes them, the
// link is the one given, and the language of the words is the one asked for.
import { LANGUAGE_CODES } from '@pavilion/contracts/site-constants';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderEmail, renderSms } from './message-templates.ts';
import { languageFromAcceptLanguage, messageLanguage, requestLanguage } from './message-language.ts';
import { MESSAGE_WORDS } from './message-words.ts';

const LINK = 'https://play.example.com/reset-password?token=abc_DEF-123';
const reset = { kind: 'password-reset', name: 'Dara <b>&', link: LINK, minutes: 30 } as const;

describe('message templates', () => {
  it.each(LANGUAGE_CODES)(
    'renders the reset e-mail in %s with the absolute link in both parts',
    (language) => {
      const mail = renderEmail(reset, language);
      const w = MESSAGE_WORDS[language];
      expect(mail.subject).toBe(w.resetSubject);
      expect(mail.text).toContain(`${w.resetIntro} ${LINK}`);
      expect(mail.text).toContain('Dara <b>&');
      expect(mail.text).toContain('30');
      expect(mail.html).toContain(`<html lang="${w.htmlLang}">`);
      expect(mail.html).toContain(`href="${LINK}"`);
      expect(mail.html).toContain(escapeHtml(w.resetButton));
      expect(mail.html).toContain('Dara &lt;b&gt;&amp;');
      expect(mail.html).not.toContain('<b>&');
    },
  );

  it('writes each language in its own words', () => {
    expect(renderEmail(reset, 'EN').subject).toBe('Reset your Pavilion password');
    expect(renderEmail(reset, 'CN').text).toContain('此链接仅可使用一次，30 分钟后失效。');
    expect(renderEmail(reset, 'KM').text).toContain('ផុតកំណត់ក្នុងរយៈពេល 30 នាទី');
    const subjects = new Set(LANGUAGE_CODES.map((l) => renderEmail(reset, l).subject));
    expect(subjects.size).toBe(3);
  });

  it('escapes a link that carries markup into the attribute', () => {
    const mail = renderEmail({ ...reset, link: 'https://x.test/"><script>' }, 'EN');
    expect(mail.html).toContain('href="https://x.test/&quot;&gt;&lt;script&gt;"');
    expect(mail.html).not.toContain('<script>');
  });

  it('renders the code SMS per purpose and language, the code in ASCII digits', () => {
    const code = (language: 'EN' | 'CN' | 'KM', minutes = 5) =>
      renderSms({ kind: 'verification-code', purpose: 'reset', code: '042917', minutes }, language);
    expect(code('EN')).toBe('Your Pavilion password reset code is 042917. It expires in 5 minutes.');
    expect(code('EN', 1)).toBe('Your Pavilion password reset code is 042917. It expires in 1 minute.');
    expect(code('CN')).toBe('您的 Pavilion 重置密码验证码为 042917，5 分钟内有效。');
    expect(code('KM')).toContain('042917');
    expect(code('KM')).toContain('កំណត់ពាក្យសម្ងាត់ឡើងវិញ');
    expect(
      renderSms({ kind: 'verification-code', purpose: 'register', code: '1', minutes: 5 }, 'EN'),
    ).toContain('registration code');
  });

  it('renders the login challenge code as SMS and as e-mail', () => {
    const message = { kind: 'login-challenge-code', code: '654321' } as const;
    expect(renderSms(message, 'CN')).toContain('登录验证码为 654321');
    const mail = renderEmail(message, 'KM');
    expect(mail.subject).toBe(MESSAGE_WORDS.KM.challengeSubject);
    expect(mail.text).toContain('654321');
    expect(mail.html).toContain('<html lang="km">');
  });
});

describe('message language', () => {
  it('reads Accept-Language by quality and maps zh to CN', () => {
    expect(languageFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('CN');
    expect(languageFromAcceptLanguage('fr-FR, km;q=0.7, en;q=0.5')).toBe('KM');
    expect(languageFromAcceptLanguage('en;q=0.2, zh-TW;q=0.9')).toBe('CN');
    expect(languageFromAcceptLanguage('fr, de')).toBeNull();
    expect(languageFromAcceptLanguage('km;q=0, en;q=0.1')).toBe('EN');
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('takes an explicit language first, then the header', () => {
    expect(requestLanguage({ language: 'km', acceptLanguage: 'zh' })).toBe('KM');
    expect(requestLanguage({ language: 'XX', acceptLanguage: 'zh' })).toBe('CN');
    expect(requestLanguage({ language: ['EN'], acceptLanguage: undefined })).toBeNull();
  });

  it("prefers the member's language, then the request's, then English", () => {
    expect(messageLanguage('KM', 'CN')).toBe('KM');
    expect(messageLanguage(null, 'CN')).toBe('CN');
    expect(messageLanguage(null, null)).toBe('EN');
    expect(messageLanguage('xx', null)).toBe('EN');
  });
});
