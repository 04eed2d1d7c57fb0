import sanitizeHtml from 'sanitize-html';

// Images may only come from this server (a path) or be inline data of a raster type.
const SAFE_IMAGE_SRC = /^(\/(?!\/)|data:image\/(png|jpe?g|gif|bmp|webp);base64,)/i;

const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'font-size': [/^\d{1,2}(px|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

const ANNOUNCEMENT_OPTIONS: sanitizeHtml.IOptions = {
  ...BASE_OPTIONS,
  // Drops images whose source is anything but this server or inline raster data.
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

// Goods pictures in descriptions are usually hosted elsewhere (the channels' image servers): https too.
const SAFE_DESCRIPTION_IMAGE_SRC = /^(https:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|bmp|webp);base64,)/i;

const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  ...BASE_OPTIONS,
  allowedSchemesByTag: { img: ['https', 'data'] },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !SAFE_DESCRIPTION_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** Announcement HTML as stored: basic formatting, safe links and images; no script, no handlers. */
export const sanitizeAnnouncementHtml = (html: string): string => sanitizeHtml(html, ANNOUNCEMENT_OPTIONS);

/** A goods description as stored: the same formatting, and images from https servers too. */
export const sanitizeDescriptionHtml = (html: string): string => sanitizeHtml(html, DESCRIPTION_OPTIONS);
