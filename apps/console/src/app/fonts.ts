// Our own Chinese and Khmer faces (issue 30): self-hosted subsets of Noto Sans SC and Noto Sans Khmer
// (@fontsource), each file a unicode-range slice with font-display: swap, so a device without such
// fonts still reads zh and km, and an English page downloads none of them. They come last in the
// font stack (global.css): a device's own CJK font still wins. Chinese has one weight (bold is
// synthesised: its 400 slices are 3.7 MB in all, a page fetches a few); Khmer has 400 and 700.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
