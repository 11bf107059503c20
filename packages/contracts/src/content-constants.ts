// Site content constants of spec §3 and §7 without zod (announcement types, banner groups, page
// sizes, winner limits), for the browser's home path (content.ts re-exports everything here).
/** Announcement types: B banners, PL player notices, PU popups, PR promotions, H help. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type TAnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const BANNER_GROUPS = ['w_home', 'w_login', 'w_register', 'w_leftmenu'] as const;
/** Popup execution of spec §4: A logged in, B visitor, F first login. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const LINKAGE_TYPES = ['NONE', 'ROUTE', 'URL', 'GAME'] as const;
export const NOTICE_PAGE_SIZE = 9;
export const WINNER_LIMIT = 20;
export const BIGGEST_WINS_SHOWN = 9;
export const WIN_TYPES = ['JACKPOT', 'BIG_WIN'] as const;
export const HELP_DEVICES = ['WEB', 'H5'] as const;
