// Our own Chinese and Khmer faces (issue 30): self-hosted subsets of Noto Sans SC and Noto Sans Khmer
// (@fontsource), each file a unicode-range slice with font-display: swap, so a device without such
// fonts still reads zh and km, and an English page downloads none of them. They come last in the
// font stack (global.css): a device's own CJK font still wins. Chinese has one weight (bold is
// synthesised: its 400 slices are 3.7 MB in all, a page fetches a few); Khmer has 400 and 700.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';

// Text laid out while a face was still loading can keep its fallback glyphs (boxes, as no system font
// has them) after the face arrives: Chromium re-shapes such text only when a font property changes. So
// when a font load finishes, one root class flips font-feature-settings (global.css), which re-shapes the page
// once with the faces now loaded.
if (typeof document !== 'undefined' && 'fonts' in document) {
  document.fonts.addEventListener('loadingdone', () => {
    document.documentElement.classList.toggle('fonts-settled');
  });
}
