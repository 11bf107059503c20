// Which install guide the download page shows (issue 30) when the browser offers no install
// button of its own: Safari's Add to Home Screen on iPhone and iPad, the browser menu on Android,
// the address bar's install icon in desktop Chrome and Edge. Other desktop browsers (Firefox,
// Safari on a Mac before it learned Add to Dock) cannot install the site: the page says so.

export type TInstallPlatform = 'ios' | 'android' | 'desktop' | 'other';
export type TGuidePlatform = Exclude<TInstallPlatform, 'other'>;

export const GUIDE_PLATFORMS: readonly TGuidePlatform[] = ['ios', 'android', 'desktop'];

/** Steps of each guide: keys of `download.install.steps`. */
export const GUIDE_STEPS: Record<TGuidePlatform, readonly string[]> = {
  ios: ['openSafari', 'share', 'addHome'],
  android: ['openChrome', 'menu', 'installApp'],
  desktop: ['openChromeEdge', 'addressBar', 'confirm'],
};

export function installPlatform(userAgent: string, maxTouchPoints: number): TInstallPlatform {
  // iPadOS reports itself as a Mac; only its touch screen tells the two apart
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) {
    return 'ios';
  }
  if (/Android/.test(userAgent)) {
    return 'android';
  }
  if (/Chrome\/|Edg\//.test(userAgent) && !/OPR\/|Firefox\//.test(userAgent)) {
    return 'desktop';
  }
  return 'other';
}
