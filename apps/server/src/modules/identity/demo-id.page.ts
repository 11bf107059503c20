// The bundled Demo ID provider's sign-in and consent page: plain server-rendered HTML in our look
// (a stylesheet of its own under the strict CSP), in the interface language the relying party
// passed as ui_locales (en, zh, km), in the site's theme when it shares the site's origin (its
// `theme` in localStorage), else the device's.

export const DEMO_ID_LANGS = ['en', 'zh', 'km'] as const;
export type TDemoIdLang = (typeof DEMO_ID_LANGS)[number];

const TEXT = {
  en: {
    title: 'Demo ID',
    intro: '{{client}} asks to sign you in with Demo ID.',
    pick: 'Sign in as',
    fresh: 'A new demo identity',
    shares: 'It will receive:',
    scopes: { openid: 'an identifier for you', profile: 'your name', email: 'your e-mail address' },
    allow: 'Allow and continue',
    cancel: 'Cancel',
    note: 'Demo ID is the built-in test provider of this demo site: no password is needed.',
  },
  zh: {
    title: 'Demo ID',
    intro: '{{client}} 请求使用 Demo ID 为您登录。',
    pick: '登录身份',
    fresh: '新的演示身份',
    shares: '它将获得：',
    scopes: { openid: '您的标识符', profile: '您的姓名', email: '您的电子邮箱地址' },
    allow: '允许并继续',
    cancel: '取消',
    note: 'Demo ID 是本演示站点内置的测试身份提供方，无需密码。',
  },
  km: {
    title: 'Demo ID',
    intro: '{{client}} ស្នើសុំចូលឱ្យអ្នកដោយប្រើ Demo ID។',
    pick: 'ចូលជា',
    fresh: 'អត្តសញ្ញាណសាកល្បងថ្មី',
    shares: 'វានឹងទទួលបាន៖',
    scopes: { openid: 'លេខសម្គាល់របស់អ្នក', profile: 'ឈ្មោះរបស់អ្នក', email: 'អាសយដ្ឋានអ៊ីមែលរបស់អ្នក' },
    allow: 'អនុញ្ញាត និងបន្ត',
    cancel: 'បោះបង់',
    note: 'Demo ID ជាអ្នកផ្តល់អត្តសញ្ញាណសាកល្បងដែលភ្ជាប់មកជាមួយគេហទំព័រសាកល្បងនេះ៖ មិនត្រូវការពាក្យសម្ងាត់ទេ។',
  },
} as const;

export function pickLang(uiLocales: unknown): TDemoIdLang {
  const wanted = typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : [];
  return (wanted.find((l) => (DEMO_ID_LANGS as readonly string[]).includes(l)) as TDemoIdLang) ?? 'en';
}

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderConsentPage(opts: {
  lang: TDemoIdLang;
  uid: string;
  clientName: string;
  scopes: string[];
  identities: { sub: string; name: string; email: string }[];
  /** the identity already signed in at the provider (consent only) */
  signedIn: string | null;
}): string {
  const t = TEXT[opts.lang];
  const action = `/oidc/interaction/${encodeURIComponent(opts.uid)}`;
  const choices = opts.signedIn
    ? [
        opts.identities.find((i) => i.sub === opts.signedIn) ?? {
          sub: opts.signedIn,
          name: opts.signedIn,
          email: '',
        },
      ]
    : [...opts.identities, { sub: 'new', name: t.fresh, email: '' }];
  const radios = choices
    .map(
      (
        i,
        n,
      ) => `<label class="choice"><input type="radio" name="identity" value="${esc(i.sub)}"${n === 0 ? ' checked' : ''}>
        <span><strong>${esc(i.name)}</strong>${i.email ? `<small>${esc(i.email)}</small>` : ''}</span></label>`,
    )
    .join('');
  const scopes = opts.scopes
    .filter((s): s is keyof typeof t.scopes => s in t.scopes)
    .map((s) => `<li>${esc(t.scopes[s])}</li>`)
    .join('');
  return `<!doctype html>
<html lang="${opts.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t.title)}</title>
<link rel="stylesheet" href="/oidc/assets/demo-id.css">
<script src="/oidc/assets/demo-id.js"></script>
</head>
<body>
<main class="card">
  <h1>${esc(t.title)}</h1>
  <p>${esc(t.intro.replace('{{client}}', opts.clientName))}</p>
  <form method="post" action="${action}/confirm">
    <fieldset><legend>${esc(t.pick)}</legend>${radios}</fieldset>
    <p>${esc(t.shares)}</p>
    <ul>${scopes}</ul>
    <button type="submit" class="primary">${esc(t.allow)}</button>
  </form>
  <form method="post" action="${action}/abort">
    <button type="submit" class="secondary">${esc(t.cancel)}</button>
  </form>
  <p class="note">${esc(t.note)}</p>
</main>
</body>
</html>`;
}

export const DEMO_ID_CSS = `:root{color-scheme:light dark;--bg:#f4f6fb;--card:#fff;--text:#131a2a;--muted:#55607a;--line:#d6dce8;--accent:#98600a;--accent-text:#fff}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#0b1120;--card:#131c2e;--text:#e8edf7;--muted:#9aa8c0;--line:#2a3a5a;--accent:#f5b82e;--accent-text:#1a1300}}
:root[data-theme=dark]{--bg:#0b1120;--card:#131c2e;--text:#e8edf7;--muted:#9aa8c0;--line:#2a3a5a;--accent:#f5b82e;--accent-text:#1a1300}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans Khmer","Noto Sans SC",sans-serif;padding:16px}
.card{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
h1{margin:0 0 8px;font-size:1.5rem}fieldset{border:0;margin:0;padding:0}legend{font-weight:600;margin-bottom:8px}
.choice input{accent-color:var(--accent)}.choice{display:flex;gap:10px;align-items:flex-start;border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin-bottom:8px;cursor:pointer}
.choice span{display:flex;flex-direction:column}.choice small{color:var(--muted)}
ul{margin:0 0 16px;padding-left:20px}button{width:100%;min-height:44px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;margin-top:8px}
.primary{background:var(--accent);color:var(--accent-text);border:0}.secondary{background:transparent;color:var(--text);border:1px solid var(--line)}
.note{color:var(--muted);font-size:.875rem;margin-top:16px}`;

/** Takes the site's theme choice (same origin: same localStorage) before the first paint. */
export const DEMO_ID_JS = `try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light'){document.documentElement.dataset.theme=t}}catch(e){}`;
