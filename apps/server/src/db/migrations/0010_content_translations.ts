// Site content in every site language: a `translations` jsonb on banners, notices, popups and
// promotions ({ "CN": { title, subtitle?, content? }, "KM": { ... } }; English stays in the main
// columns and is the fallback). Databases seeded before this migration get the demo rows'
// translations (matched by English title) and the Khmer help articles of the anchors they have.
import { sql, type Kysely } from 'kysely';
import {
  DEMO_BANNER_TRANSLATIONS,
  DEMO_KM_HELP,
  DEMO_NOTICE_TRANSLATIONS,
  DEMO_POPUP_TRANSLATIONS,
  DEMO_PROMOTION_TRANSLATIONS,
} from '@/modules/content/demo-translations.ts';

const TABLES = ['banners', 'notices', 'popups', 'promotions'] as const;
const DEMO = { banners: DEMO_BANNER_TRANSLATIONS, notices: DEMO_NOTICE_TRANSLATIONS, popups: DEMO_POPUP_TRANSLATIONS, promotions: DEMO_PROMOTION_TRANSLATIONS };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} add column translations jsonb not null default '{}'`.execute(db);
    for (const [title, translations] of Object.entries(DEMO[table])) {
      // Only rows still untranslated: an operator's own translations are never overwritten.
      await sql`update ${sql.table(table)} set translations = ${JSON.stringify(translations)}::jsonb where title = ${title} and translations = '{}'::jsonb`.execute(db);
    }
  }
  for (const [anchor, [title, content]] of Object.entries(DEMO_KM_HELP)) {
    // Only where the English article exists: on a fresh database the seed inserts all languages.
    await sql`
      insert into help_articles (lang, device, anchor, title, content, sort)
      select 'KM', en.device, en.anchor, ${title}, ${content}, en.sort from help_articles en
      where en.lang = 'EN' and en.anchor = ${anchor}
        and not exists (select 1 from help_articles km where km.lang = 'KM' and km.device = en.device and km.anchor = en.anchor)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from help_articles where lang = 'KM'`.execute(db);
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop column translations`.execute(db);
  }
}
