/**
 * Text measures of rich-text HTML (goods descriptions), without a DOM so they run anywhere (tests,
 * form rules, the server). The HTML is trusted to be the editor's or the server's sanitized output;
 * these helpers only measure it, they do not sanitize.
 */

/** A tag, its attribute values may hold `>` when quoted. */
const tagPattern = /<[a-zA-Z/!?](?:[^>"']|"[^"]*"|'[^']*')*>/g;
const commentPattern = /<!--[\s\S]*?-->/g;
/** Elements whose content is not text the reader sees. */
const hiddenPattern = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that are content without any text (an image-only description is not blank). */
const mediaPattern = /<(img|video|audio|iframe|embed|object)\b/i;

const namedEntities: Record<string, string> = {
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const codePointOf = (code: number): string =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';

/**
 * Decodes character references: the common named ones, every numeric one; any other named one
 * becomes a single placeholder character, so lengths stay right.
 */
const decodeEntities = (text: string): string =>
  text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (_match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePointOf(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return namedEntities[body] ?? '\ufffd';
  });

/** The text a reader sees: tags and comments dropped, entities decoded, white space collapsed and trimmed. */
export const plainTextOf = (html: string): string =>
  decodeEntities(html.replace(commentPattern, '').replace(hiddenPattern, '').replace(tagPattern, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Length of the visible text of `html` (UTF-16 units, like `textContent.length`), white space
 * collapsed and trimmed: for "description required" and minimum-length checks.
 */
export const plainTextLength = (html: string): number => plainTextOf(html).length;

/**
 * True when `html` shows nothing: no visible text (spaces and `&nbsp;` do not count) and no image or
 * other media. An editor emptied by the user (`<p><br></p>`) is blank.
 */
export const isBlankHtml = (html: string): boolean => {
  const visible = html.replace(commentPattern, '').replace(hiddenPattern, '');
  return plainTextLength(visible) === 0 && !mediaPattern.test(visible);
};
