// Site content in CN and KM: announcements (banners, notices, popups, promotions), the notice
// list, generated banner art and admin translations, with English as the fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnnouncements, THelpArticle, TNotice } from '@pavilion/contracts/content';
import { startTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({}, { catalogue: true });
});
afterAll(async () => {
  await t.close();
});

const get = async <T>(url: string) => {
  const res = await t.call({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const announcements = (language: string) =>
  get<TAnnouncements>(`/api/content/announcements?types=B,PL,PU,PR&language=${language}`);

describe('[CONTENT-I18N] announcements by language', () => {
  it('gives every content type in Chinese and Khmer, and English by default', async () => {
    const [en, cn, km] = await Promise.all([announcements('EN'), announcements('CN'), announcements('KM')]);
    const title = (a: TAnnouncements, id: number, kind: 'banners' | 'notices' | 'popups' | 'promotions') =>
      a[kind]!.find((x) => x.id === id)!.title;
    const welcome = en.banners!.find((b) => b.title === 'Welcome Bonus 50%')!;
    expect(title(cn, welcome.id, 'banners')).toBe('存款红利 50%');
    expect(title(km, welcome.id, 'banners')).toBe('ប្រាក់រង្វាន់ស្វាគមន៍ 50%');
    const maintenance = en.notices!.find((n) => n.title === 'Scheduled maintenance on Sunday')!;
    expect(cn.notices!.find((n) => n.id === maintenance.id)).toMatchObject({
      title: '周日例行维护',
      content: expect.stringContaining('老虎机供应商'),
    });
    expect(title(km, maintenance.id, 'notices')).toBe('ការថែទាំតាមកាលវិភាគនៅថ្ងៃអាទិត្យ');
    const popup = en.popups!.find((p) => p.execution === 'B')!;
    expect(popup.title).toBe('Welcome to Pavilion');
    expect(cn.popups!.find((p) => p.id === popup.id)).toMatchObject({
      title: '欢迎来到 Pavilion',
      content: expect.stringContaining('50% 存款红利'),
    });
    expect(title(km, popup.id, 'popups')).toBe('សូមស្វាគមន៍មកកាន់ Pavilion');
    const rebate = en.promotions!.find((p) => p.title === 'Slots rebate 0.8%')!;
    expect(cn.promotions!.find((p) => p.id === rebate.id)).toMatchObject({
      title: '电子返水 0.8%',
      content: expect.stringContaining('0.8%'),
    });
    expect(title(km, rebate.id, 'promotions')).toBe('ប្រាក់បង្វិលសង 0.8%');
    expect(
      (await get<TAnnouncements>('/api/content/announcements?types=PL')).notices!.map((n) => n.title),
    ).toEqual(en.notices!.map((n) => n.title));
    expect(cn.banners![0]!.url).toMatch(/\?lang=CN&v=\d+&text=0$/);
    expect(km.promotions![0]!.announcementImages[0]!.url).toMatch(/\?lang=KM&v=\d+$/);
  });

  it('lists notices in the requested language', async () => {
    const en = await get<{ content: TNotice[]; total: number }>('/api/content/notices');
    const km = await get<{ content: TNotice[]; total: number }>('/api/content/notices?language=km');
    expect(km.total).toBe(en.total);
    expect(km.content.map((n) => n.id)).toEqual(en.content.map((n) => n.id));
    expect(km.content.find((n) => n.title === 'ការលេងដោយទំនួលខុសត្រូវ')?.content).toContain('ដែនកំណត់ដាក់ប្រាក់');
    expect(
      (await get<{ content: TNotice[] }>('/api/content/notices?language=CN')).content.map((n) => n.title),
    ).toContain('理性娱乐');
    const bad = await t.call({ method: 'GET', url: '/api/content/notices?language=1' });
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('draws banner art in the requested language', async () => {
    const cn = await announcements('CN');
    const envelope = cn.banners!.find((b) => b.title === '每日红包')!;
    // the list gives the bare artwork and its words, which the page sets in its own fonts
    expect(envelope.art).toEqual({ title: '每日红包', subtitle: expect.any(String), cta: '立即游戏' });
    const bare = (await t.call({ method: 'GET', url: envelope.url })).body;
    expect(bare).not.toContain('<text');
    expect(bare).toContain('<title>每日红包</title>');
    // the artwork with its words (anywhere else it is shown as an image)
    const svg = (await t.call({ method: 'GET', url: envelope.url.replace('&text=0', '') })).body;
    expect(svg).toContain('每日红包');
    expect(svg).toContain('立即游戏');
    expect(svg).toContain('Noto Sans CJK SC');
    expect(svg).toContain('Noto Sans Khmer');
    expect(
      (
        await t.call({
          method: 'GET',
          url: envelope.url.replace('lang=CN', 'lang=KM').replace('&text=0', ''),
        })
      ).body,
    ).toContain('កញ្ចប់ក្រហមប្រចាំថ្ងៃ');
    expect((await t.call({ method: 'GET', url: envelope.url.replace(/\?.*$/, '') })).body).toContain(
      'Daily red envelope',
    );
  });
});

describe('[CONTENT-I18N] admin translations', () => {
  it('stores translations on create and update, falling back to English per field', async () => {
    const token = await t.adminToken();
    let res = await t.call({
      method: 'POST',
      url: '/api/admin/content/notices',
      token,
      payload: { title: 'Only English', content: '<p>en</p>', sort: -5 },
    });
    const id = (res.json() as { id: number }).id;
    expect((await announcements('KM')).notices!.find((n) => n.id === id)).toMatchObject({
      title: 'Only English',
      content: '<p>en</p>',
    });
    const translations = {
      CN: { title: '仅标题' },
      KM: { title: 'ចំណងជើង', content: '<p onclick="x()">ខ្មែរ</p><script>1</script>' },
    };
    res = await t.call({
      method: 'PUT',
      url: `/api/admin/content/notices/${id}`,
      token,
      payload: { title: 'Only English', content: '<p>en</p>', sort: -5, translations },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await announcements('CN')).notices!.find((n) => n.id === id)).toMatchObject({
      title: '仅标题',
      content: '<p>en</p>',
    });
    expect((await announcements('KM')).notices!.find((n) => n.id === id)).toMatchObject({
      title: 'ចំណងជើង',
      content: '<p>ខ្មែរ</p>',
    });
    res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: {
        groupName: 'w_home',
        title: 'Spring',
        subtitle: 'Sale',
        translations: { CN: { title: '春季', subtitle: '促销' } },
      },
    });
    const banner = (await announcements('CN')).banners!.find(
      (b) => b.id === (res.json() as { id: number }).id,
    )!;
    expect(banner.title).toBe('春季');
    expect(banner.art).toMatchObject({ title: '春季', subtitle: '促销' });
    expect((await t.call({ method: 'GET', url: banner.url.replace('&text=0', '') })).body).toContain('促销');
  });

  it('refuses bad translations', async () => {
    const token = await t.adminToken();
    const bad = [
      { FR: { title: 'Bonjour' } },
      { CN: { title: '' } },
      { KM: { content: '<p>no title</p>' } },
      { CN: { title: 'x', subtitle: 'notices have no subtitle' } },
      { CN: 'text' },
    ];
    for (const translations of bad) {
      const res = await t.call({
        method: 'POST',
        url: '/api/admin/content/notices',
        token,
        payload: { title: 'x', content: 'y', translations },
      });
      expect(res.json(), JSON.stringify(translations)).toMatchObject({
        error: { code: 'VALIDATION_FAILED' },
      });
    }
    const res = await t.call({
      method: 'POST',
      url: '/api/admin/content/banners',
      token,
      payload: {
        groupName: 'w_home',
        title: 'x',
        translations: { KM: { title: 'x', content: '<p>banners have no content</p>' } },
      },
    });
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('[CONTENT-I18N] help', () => {
  it('has Khmer help articles', async () => {
    expect(
      (await get<THelpArticle[]>('/api/content/help?lang=KM')).find((h) => h.anchor === 'deposit')?.title,
    ).toBe('របៀបដាក់ប្រាក់');
  });
});
