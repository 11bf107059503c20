import { describe, expect, it } from 'vitest';
import { loadGoogleTag } from './google-tag';

// happy-dom loads no scripts: an appended one counts as loaded instead of logging a failure
const happy = (
  window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM;
if (happy) {
  happy.settings.handleDisabledFileLoadingAsSuccess = true;
}

describe('loadGoogleTag', () => {
  it('loads the tag once for a valid id and configures it', () => {
    expect(loadGoogleTag('G-ABC123XYZ')).toBe(true);
    const script = document.getElementById('google-tag') as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
    const layer = (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer;
    expect(Array.from(layer[1]!)).toEqual(['config', 'G-ABC123XYZ']);
    expect(loadGoogleTag('G-ABC123XYZ')).toBe(false);
  });

  it('loads nothing for an empty or malformed id', () => {
    document.getElementById('google-tag')?.remove();
    expect(loadGoogleTag('')).toBe(false);
    expect(loadGoogleTag(undefined)).toBe(false);
    expect(loadGoogleTag('G-1"><script>')).toBe(false);
    expect(document.getElementById('google-tag')).toBeNull();
  });
});
