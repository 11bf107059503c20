// scratch: screenshots of auth modals
import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://localhost:3300';
const [,, ...only] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const combos = [];
for (const theme of ['dark', 'light']) for (const lang of ['en', 'zh', 'km']) combos.push({ theme, lang });
const modals = only.length ? only : ['login', 'register', 'forgot', 'change', 'real', 'outbox', 'agent', 'agentHome', 'reset'];
for (const { theme, lang } of combos) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
  await ctx.addInitScript(([th, lg]) => { localStorage.setItem('theme', th); localStorage.setItem('lang', lg); sessionStorage.setItem('ANONYMOUS_POPUP', '1'); sessionStorage.setItem('USER_POPUP', '1'); }, [theme, lang]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
  const shot = async (name) => { await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/auth-shots/${name}-${theme}-${lang}.png`, fullPage: false }); };
  const openModal = async (name, props) => {
    await page.evaluate(([n, p]) => window.__openModal?.(n, p), [name, props]);
  };
  for (const m of modals) {
    if (m === 'login') { await page.goto(base + '/login'); await page.waitForSelector('[data-testid=login-modal]'); await shot('login');
      await page.getByRole('button', { name: /log in|登录|ចូល/i }).last().click(); await shot('login-errors');
      await page.getByRole('tab').nth(1).click(); await shot('login-sms'); }
    if (m === 'register') { await page.goto(base + '/register'); await page.waitForSelector('[data-testid=register-modal]'); await page.waitForTimeout(600); await shot('register');
      await page.locator('[data-testid=register-modal] form button[type=submit]').click(); await shot('register-errors'); }
    if (m === 'registerAff') { await page.goto(base + '/register?affiliateCode=NOPE99'); await page.waitForTimeout(1000); await shot('register-aff'); }
    if (m === 'forgot') { await page.goto(base + '/login'); await page.waitForSelector('[data-testid=login-modal]'); await page.locator('[data-testid=login-modal] form button[type=button]').filter({ hasNotText: /^$/ }).last().click(); await page.waitForSelector('[data-testid=forgot-modal]'); await shot('forgot'); }
    if (m === 'agent') { await page.goto(base + '/agent'); await page.waitForTimeout(800); await shot('agent'); }
    if (m === 'agentHome') { await page.goto(base + '/agent'); await page.waitForTimeout(500);
      await page.getByLabel(/username|用户名|ឈ្មោះ/i).fill('agent01'); await page.locator('input[type=password]').fill('Agent123'); await page.locator('form button[type=submit]').click();
      await page.waitForURL('**/agentHome'); await page.waitForTimeout(800); await shot('agentHome'); }
    if (m === 'outbox') { await page.goto(base + '/login'); await page.waitForSelector('[data-testid=login-modal]'); await page.getByRole('tab').nth(1).click();
      await page.locator('[data-testid=login-modal] button').filter({ hasText: /inbox|收件箱|ប្រអប់/i }).click(); await page.waitForTimeout(800); await shot('outbox'); }
    if (m === 'change') { await page.goto(base + '/login'); await page.waitForSelector('[data-testid=login-modal]');
      await page.locator('[data-testid=login-modal] input').first().fill('player01'); await page.locator('[data-testid=login-modal] input[type=password]').fill('Player123');
      await page.locator('[data-testid=login-modal] form button[type=submit]').click(); await page.waitForTimeout(1500);
      await page.goto(base + '/member'); await page.waitForTimeout(1500); await page.locator('main button').filter({ hasText: /password|密码|ពាក្យសម្ងាត់/i }).first().click(); await page.waitForTimeout(500); await shot('change');
      await page.locator('[data-testid=change-password-modal] form button[type=submit]').click(); await shot('change-errors'); }
    if (m === 'real') { await page.goto(base + '/login'); await page.waitForSelector('[data-testid=login-modal]');
      await page.locator('[data-testid=login-modal] button').filter({ hasText: /free|免费|ឥតគិតថ្លៃ/i }).click(); await page.waitForTimeout(1500);
      await page.goto(base + '/favorite'); await page.waitForTimeout(1500); await page.locator('main button').first().click(); await page.waitForTimeout(500); await shot('real'); }
    if (m === 'reset') { await page.goto(base + '/reset-password?token=abc'); await page.waitForTimeout(800); await shot('reset'); }
  }
  await ctx.close();
}
await browser.close();
