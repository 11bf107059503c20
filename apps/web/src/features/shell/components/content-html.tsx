// Site content HTML (promotion and help text): sanitised by the server on write and again here on
// render, as the notice modal does (architecture: security). A module of its own so that DOMPurify
// stays off the start-up bundle: the help page, which loads with the app, imports it lazily.
import { useMemo } from 'react';
import { sanitizeHtml } from '@/shared/content/sanitize';
import styles from './content-html.module.css';

type TContentHtmlProps = { html: string; className?: string };

export function ContentHtml({ html, className }: TContentHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className ? `${styles.html} ${className}` : styles.html}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
