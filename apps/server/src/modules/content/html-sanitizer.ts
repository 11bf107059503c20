// Allow-list HTML sanitiser for notice, popup, promotion and help content, applied on write.
// The output contains only tags this module emits itself: every allowed tag is re-written with
// its allowed attributes (values decoded, checked and re-escaped), every other tag is dropped,
// the content of script-like elements is dropped, and all text is escaped. So nothing the
// author typed reaches the browser as markup unless it was rebuilt here.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is not text for the reader: dropped with their content. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};
const URL_ATTRS = new Set(['href', 'src']);
const TAG_RE = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/y;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function escapeText(text: string): string {
  return text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});)|[<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

function escapeAttr(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Browsers ignore control characters and spaces inside a URL scheme: drop them before checking. */
function withoutControls(value: string): string {
  return [...value].filter((c) => c > ' ' && (c < '\u007f' || c > '\u009f')).join('');
}

/** http(s), mailto, tel, same-origin paths and anchors; data: only for raster images. */
function safeUrl(decoded: string, attr: string): string | null {
  const url = withoutControls(decoded);
  if (/^(https?:|mailto:|tel:)/i.test(url) || /^(\/(?!\/)|#|\.\.?\/)/.test(url)) {
    return url;
  }
  if (attr === 'src' && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(url)) {
    return url;
  }
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') ? null : url;
}

function rebuildTag(name: string, attrText: string): string {
  const allowed = ALLOWED_ATTRS[name] ?? [];
  const attrs: string[] = [];
  for (const m of attrText.matchAll(ATTR_RE)) {
    const attr = m[1]!.toLowerCase();
    if (!allowed.includes(attr)) {
      continue;
    }
    let value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(attr)) {
      const safe = safeUrl(value, attr);
      if (safe === null) {
        continue;
      }
      value = safe;
    } else if (attr === 'target') {
      value = value === '_blank' ? '_blank' : '_self';
    } else if (['width', 'height', 'colspan', 'rowspan'].includes(attr) && !/^[0-9]{1,4}$/.test(value)) {
      continue;
    }
    attrs.push(` ${attr}="${escapeAttr(value)}"`);
  }
  if (name === 'a' && attrs.some((a) => a.startsWith(' target="_blank"'))) {
    attrs.push(' rel="noopener noreferrer"');
  }
  return `<${name}${attrs.join('')}>`;
}

export function sanitizeHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out.push(escapeText(input.slice(i)));
      break;
    }
    out.push(escapeText(input.slice(i, lt)));
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    TAG_RE.lastIndex = lt;
    const m = TAG_RE.exec(input);
    if (!m) {
      out.push('&lt;');
      i = lt + 1;
      continue;
    }
    i = TAG_RE.lastIndex;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) {
        const closeTag = new RegExp(`</${name}`, 'gi');
        closeTag.lastIndex = i;
        const end = closeTag.exec(input)?.index ?? -1;
        const close = end === -1 ? -1 : input.indexOf('>', end);
        i = close === -1 ? input.length : close + 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) {
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) {
        out.push(...open.splice(at).reverse().map((t) => `</${t}>`));
      }
      continue;
    }
    out.push(rebuildTag(name, m[3] ?? ''));
    if (!VOID_TAGS.has(name)) {
      open.push(name);
    }
  }
  out.push(...open.reverse().map((t) => `</${t}>`));
  return out.join('');
}
