// Site content for players: announcements by type (spec §3: banners by group, player notices,
// popups by execution, promotion images, help), the notice list, help by language and device,
// and the winner board. Text is in the requested language (EN, CN, KM), field by field falling
// back to English; help falls back to English when a language has no articles.
import type {
  TAnnouncementType,
  TAnnouncements,
  TBanner,
  THelpArticle,
  TNotice,
  TWinner,
} from '@pavilion/contracts/content';
import type { TGameCategory } from '@pavilion/contracts/games';
import type { TDb } from '@/db/database.ts';
import { cached } from '@/modules/games/catalogue-cache.ts';
import {
  gameIconUrl,
  getCatalogueView,
  languageOf,
  resolveSources,
  vendorOf,
} from '@/modules/games/catalogue.service.ts';
import { AppError } from '@/shared/app-error.ts';
import { bannerArtSvg } from './content-art.ts';
import { ART_WORDS, textIn, type TContentLanguage } from './content-language.ts';
import * as repo from './content.repo.ts';

const FALLBACK_LANGUAGE = 'EN';

// The generated art draws the title in the visitor's language, so the language is part of the URL
// (and of the immutable cache entry); `v` changes on every edit.
const artQuery = (row: { updated_at: Date }, language: TContentLanguage) =>
  `lang=${language}&v=${Math.floor(new Date(row.updated_at).getTime() / 1000)}`;

export function bannerImageUrl(
  row: { id: number; image_url: string | null; updated_at: Date },
  language: TContentLanguage = 'EN',
  words = true,
): string {
  return (
    row.image_url ?? `/api/content/banner/${row.id}.svg?${artQuery(row, language)}${words ? '' : '&text=0'}`
  );
}

export function promotionImageUrl(
  row: { id: number; updated_at: Date },
  sequence: number,
  url: string | undefined,
  language: TContentLanguage = 'EN',
): string {
  return url ?? `/api/content/promotion/${row.id}-${sequence}.svg?${artQuery(row, language)}`;
}

export async function listNotices(db: TDb, language?: string): Promise<TNotice[]> {
  const lang = languageOf(language);
  const rows = await repo.listLiveNotices(db);
  return rows.map((r) => {
    const text = textIn(r, lang);
    return { id: r.id, title: text.title, content: text.content, time: new Date(r.created_at).getTime() };
  });
}

export async function listHelp(db: TDb, lang: string, device: string): Promise<THelpArticle[]> {
  let rows = await repo.listHelp(db, lang, device);
  if (rows.length === 0 && lang !== FALLBACK_LANGUAGE) {
    rows = await repo.listHelp(db, FALLBACK_LANGUAGE, device);
  }
  return rows.map((r) => ({ id: r.id, anchor: r.anchor, title: r.title, content: r.content }));
}

export async function getAnnouncements(
  db: TDb,
  types: TAnnouncementType[],
  language = FALLBACK_LANGUAGE,
): Promise<TAnnouncements> {
  const want = new Set(types);
  const lang = languageOf(language);
  const [banners, notices, popups, promotions, help] = await Promise.all([
    want.has('B') ? repo.listLiveBanners(db) : null,
    want.has('PL') ? listNotices(db, lang) : null,
    want.has('PU') ? repo.listLivePopups(db) : null,
    want.has('PR') ? repo.listLivePromotions(db) : null,
    want.has('H') ? listHelp(db, language, 'WEB') : null,
  ]);
  return {
    ...(banners
      ? {
          banners: banners.map((b): TBanner => ({
            id: b.id,
            groupName: b.group_name as TBanner['groupName'],
            title: textIn(b, lang).title,
            // drawn by the site: the page sets the words over the bare artwork
            url: bannerImageUrl(b, lang, b.image_url !== null),
            art:
              b.image_url === null
                ? {
                    title: textIn(b, lang).title,
                    subtitle: textIn(b, lang).subtitle,
                    cta: ART_WORDS[lang].play,
                  }
                : null,
            linkageType: b.linkage_type as TBanner['linkageType'],
            link: b.link,
            sort: b.sort,
          })),
        }
      : {}),
    ...(notices ? { notices } : {}),
    ...(popups
      ? {
          popups: popups.map((p) => ({
            id: p.id,
            ...pickText(textIn(p, lang)),
            imageUrl: p.image_url,
            execution: p.execution as 'A' | 'B' | 'F',
            sort: p.sort,
          })),
        }
      : {}),
    ...(promotions
      ? {
          promotions: promotions.map((p) => ({
            id: p.id,
            ...pickText(textIn(p, lang)),
            sort: p.sort,
            announcementImages: (p.images.length > 0 ? p.images : [undefined]).map((url, i) => ({
              sequence: i + 1,
              url: promotionImageUrl(p, i + 1, url, lang),
            })),
          })),
        }
      : {}),
    ...(help ? { help } : {}),
  };
}

const pickText = (text: { title: string; content: string }) => ({ title: text.title, content: text.content });

/** Winner board (spec §3 winner entry): biggest wins first. */
export function listWinners(
  db: TDb,
  opts: {
    gameCategory: TGameCategory | 'ALL';
    limitNum: number;
    winType?: 'JACKPOT' | 'BIG_WIN' | undefined;
    language?: string | undefined;
  },
): Promise<TWinner[]> {
  const language = languageOf(opts.language);
  return cached(
    db,
    `winners:${opts.gameCategory}:${opts.limitNum}:${opts.winType ?? ''}:${language}`,
    async () => {
      const view = await getCatalogueView(db);
      const sources = opts.gameCategory === 'ALL' ? undefined : resolveSources(view, opts.gameCategory);
      if (sources?.length === 0) {
        return [];
      }
      const rows = await repo.listWinners(db, { sources, winType: opts.winType, limit: opts.limitNum });
      return rows.map((r) => {
        const vendor = vendorOf(view, r.vendor_code, r.game_type);
        const name =
          language === 'CN' ? r.display_name_zh : language === 'KM' ? r.display_name_km : r.display_name_en;
        return {
          customerName: r.customer_name,
          winAmount: Number(r.win_amount),
          winType: r.win_type,
          iconUrl: gameIconUrl(r.node_id, r.updated_at),
          time: new Date(r.created_at).getTime(),
          game: {
            nodeId: r.node_id,
            displayName: name,
            vassalage: r.vendor_code,
            gameType: vendor?.gameType ?? (r.game_type as TGameCategory),
          },
        };
      });
    },
  );
}

export async function bannerArt(db: TDb, id: number, language?: string, words = true): Promise<string> {
  const banner = await repo.findBanner(db, id);
  if (!banner) {
    throw new AppError('NOT_FOUND', { message: 'Unknown banner' });
  }
  const lang = languageOf(language);
  const text = textIn(banner, lang);
  return bannerArtSvg(
    {
      key: `banner:${banner.id}`,
      title: text.title,
      subtitle: text.subtitle,
      cta: ART_WORDS[lang].play,
    },
    words,
  );
}

export async function promotionArt(
  db: TDb,
  id: number,
  sequence: number,
  language?: string,
): Promise<string> {
  const promotion = await repo.findPromotion(db, id);
  if (!promotion) {
    throw new AppError('NOT_FOUND', { message: 'Unknown promotion' });
  }
  const lang = languageOf(language);
  const words = ART_WORDS[lang];
  return bannerArtSvg({
    key: `promotion:${id}:${sequence}`,
    title: textIn(promotion, lang).title,
    subtitle: `${words.promotion} ${sequence}`,
    cta: words.claim,
  });
}
