import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
await p.goto('http://localhost:3161' + process.argv[2]);
await p.waitForTimeout(4000);
await p.screenshot({ path: '/tmp/sw-shots/dbg.png', fullPage: true });
console.log((await p.locator('body').innerText()).slice(0, 1500));
await b.close();
