// The installable app's identity (issue 30): the icon set and the web app manifest, whose colours
// are the theme tokens of app/global.css. scripts/make-icons.mjs writes the icons and
// public/manifest.webmanifest from here; installable-assets.test.ts holds the files to it. Plain,
// erasable TypeScript only: Node runs this file as it is from the script.

export const APP_NAME = 'Pavilion';
export const APP_DESCRIPTION = 'Pavilion: live casino, slots, sports, lottery and more.';

/** How a file draws the mark: on its rounded tile, or full-bleed for a platform that crops. */
export type TIconKind = 'tile' | 'maskable' | 'apple';
export type TIconFile = { file: string; size: number; kind: TIconKind };

export const ICON_FILES: readonly TIconFile[] = [
  { file: 'icons/icon-192.png', size: 192, kind: 'tile' },
  { file: 'icons/icon-512.png', size: 512, kind: 'tile' },
  { file: 'icons/icon-maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple' },
];
export const FAVICON_SIZES = [16, 32] as const;
export const MANIFEST_FILE = 'manifest.webmanifest';

/** A custom property's value inside `[data-theme='<theme>'] { … }` of a style sheet. */
export function themeToken(css: string, theme: 'dark' | 'light', token: string): string {
  const block = new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  const value = block ? new RegExp(`--${token}:\\s*([^;]+);`).exec(block)?.[1]?.trim() : undefined;
  if (!value) {
    throw new Error(`no --${token} in the ${theme} theme`);
  }
  return value;
}

/**
 * The manifest. The app opens in the dark theme (index.html), so the splash screen is the dark
 * page background and the title bar the dark surface, the colour of the header.
 */
export function buildManifest(css: string) {
  return {
    id: '/',
    name: APP_NAME,
    short_name: APP_NAME,
    description: APP_DESCRIPTION,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeToken(css, 'dark', 'color-bg'),
    theme_color: themeToken(css, 'dark', 'color-surface'),
    icons: ICON_FILES.filter((icon) => icon.kind !== 'apple').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.kind === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
