// Allow-list HTML sanitiser for notice, popup, promotion and help content, applied on write.
// sanitize-html parses the input with htmlparser2 (as a browser would: entities decoded, unclosed
// and malformed tags handled) and re-serialises only the allowed tags and attributes, so nothing
// the author typed reaches the browser as markup unless it was rebuilt here (decision 022).
import sanitize, { type IOptions, type Attributes } from 'sanitize-html';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
/** Elements whose content is not text for the reader: dropped with their content. */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'option',
];
const NUMBER_ATTRS = ['width', 'height', 'colspan', 'rowspan'];
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i;

/** Keeps only small whole numbers in size and span attributes. */
function numbersOnly(attribs: Attributes): Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(
      ([name, value]) => !NUMBER_ATTRS.includes(name) || /^[0-9]{1,4}$/.test(value),
    ),
  );
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // http(s), mailto, tel and relative URLs; data: only for raster images (checked below)
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _authorRel, target, ...rest } = attribs;
      const blank = target === '_blank';
      return {
        tagName,
        attribs: {
          ...rest,
          ...(target === undefined ? {} : { target: blank ? '_blank' : '_self' }),
          ...(blank ? { rel: 'noopener noreferrer' } : {}),
        },
      };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = numbersOnly(attribs);
      // browsers ignore spaces and controls in a scheme: so does this check
      const compact = [...(src ?? '')].filter((c) => c > ' ' && (c < '\u007f' || c > '\u009f')).join('');
      const keep = src !== undefined && (!/^data:/i.test(compact) || RASTER_DATA_URL.test(compact));
      return { tagName, attribs: keep ? { src, ...rest } : rest };
    },
    td: (tagName, attribs) => ({ tagName, attribs: numbersOnly(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: numbersOnly(attribs) }),
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
