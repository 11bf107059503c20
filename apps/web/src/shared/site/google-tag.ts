// The site's analytics (spec §3 analytics.gtagId): when the operator sets a Google tag id, the tag is
// loaded from Google once per page and configured for it; the server's Content-Security-Policy allows
// its script and beacons only while an id is set. Nothing loads when the id is empty or malformed.
import { GTAG_ID_PATTERN, GTAG_SCRIPT_ORIGIN } from '@pavilion/contracts/site-constants';

const SCRIPT_ID = 'google-tag';

type TTagWindow = { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** Loads and configures the Google tag for `id`; false when nothing was loaded (no id, a bad id, already loaded). */
export function loadGoogleTag(id: string | undefined, win: Window = window): boolean {
  const doc = win.document;
  if (!id || !GTAG_ID_PATTERN.test(id) || doc.getElementById(SCRIPT_ID)) {
    return false;
  }
  const w = win as unknown as TTagWindow;
  const dataLayer = (w.dataLayer ??= []);
  // gtag.js reads Arguments objects from the data layer (Google's own snippet pushes `arguments`)
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
  return true;
}
