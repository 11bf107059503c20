// The words of every message the server sends by e-mail or SMS, in English, Chinese and Khmer. One
// home: services name a message and its values (message-templates.ts), never write its text.
import type { TMessageLanguage } from './message-language.ts';

import type { TCodePurpose } from './verification-code.repo.ts';

export type { TCodePurpose };

export type TMessageWords = {
  /** the html lang attribute */
  htmlLang: string;
  purpose: Record<TCodePurpose, string>;
  codeSubject: (purpose: string) => string;
  code: (purpose: string, code: string, minutes: number) => string;
  challengeSubject: string;
  challenge: (code: string) => string;
  resetSubject: string;
  hello: (name: string) => string;
  resetIntro: string;
  resetButton: string;
  linkFallback: string;
  resetExpiry: (minutes: number) => string;
  resetIgnore: string;
};

const minutesEn = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

export const MESSAGE_WORDS: Record<TMessageLanguage, TMessageWords> = {
  EN: {
    htmlLang: 'en',
    purpose: { login: 'login', register: 'registration', reset: 'password reset' },
    codeSubject: (purpose) => `Your Pavilion ${purpose} code`,
    code: (purpose, code, minutes) =>
      `Your Pavilion ${purpose} code is ${code}. It expires in ${minutesEn(minutes)}.`,
    challengeSubject: 'Pavilion login verification',
    challenge: (code) =>
      `Your Pavilion login verification code is ${code}. If you did not try to log in, change your password.`,
    resetSubject: 'Reset your Pavilion password',
    hello: (name) => `Hello ${name},`,
    resetIntro: 'Open this link to choose a new password:',
    resetButton: 'Choose a new password',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    resetExpiry: (minutes) => `The link works once and expires in ${minutesEn(minutes)}.`,
    resetIgnore: 'If you did not ask for it, ignore this message.',
  },
  CN: {
    htmlLang: 'zh-CN',
    purpose: { login: '登录', register: '注册', reset: '重置密码' },
    codeSubject: (purpose) => `您的 Pavilion ${purpose}验证码`,
    code: (purpose, code, minutes) => `您的 Pavilion ${purpose}验证码为 ${code}，${minutes} 分钟内有效。`,
    challengeSubject: 'Pavilion 登录验证',
    challenge: (code) => `您的 Pavilion 登录验证码为 ${code}。如果不是您本人在登录，请立即修改密码。`,
    resetSubject: '重置您的 Pavilion 密码',
    hello: (name) => `${name}，您好：`,
    resetIntro: '请打开以下链接设置新密码：',
    resetButton: '设置新密码',
    linkFallback: '如果按钮无法使用，请将以下地址复制到浏览器中打开：',
    resetExpiry: (minutes) => `此链接仅可使用一次，${minutes} 分钟后失效。`,
    resetIgnore: '如果这不是您本人的操作，请忽略此邮件。',
  },
  KM: {
    htmlLang: 'km',
    purpose: { login: 'ចូលគណនី', register: 'ចុះឈ្មោះ', reset: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ' },
    codeSubject: (purpose) => `លេខកូដ${purpose} Pavilion របស់អ្នក`,
    code: (purpose, code, minutes) =>
      `លេខកូដ${purpose} Pavilion របស់អ្នកគឺ ${code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
    challengeSubject: 'ការផ្ទៀងផ្ទាត់ការចូលគណនី Pavilion',
    challenge: (code) =>
      `លេខកូដផ្ទៀងផ្ទាត់ការចូលគណនី Pavilion របស់អ្នកគឺ ${code}។ ប្រសិនបើអ្នកមិនបានព្យាយាមចូលគណនីទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នក។`,
    resetSubject: 'កំណត់ពាក្យសម្ងាត់ Pavilion របស់អ្នកឡើងវិញ',
    hello: (name) => `សួស្តី ${name}`,
    resetIntro: 'សូមបើកតំណនេះ ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី៖',
    resetButton: 'ជ្រើសរើសពាក្យសម្ងាត់ថ្មី',
    linkFallback: 'ប្រសិនបើប៊ូតុងមិនដំណើរការ សូមចម្លងអាសយដ្ឋាននេះទៅក្នុងកម្មវិធីរុករករបស់អ្នក៖',
    resetExpiry: (minutes) => `តំណនេះប្រើបានតែម្តងប៉ុណ្ណោះ ហើយផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
    resetIgnore: 'ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមកុំខ្វល់នឹងសារនេះ។',
  },
};
