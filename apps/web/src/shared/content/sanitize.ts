// Notice and popup HTML is sanitised by the server on write and again here on render
// (architecture: security), keeping formatting and links, dropping scripts and handlers.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
