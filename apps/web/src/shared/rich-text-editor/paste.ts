/** The characters a piece of pasted text takes once in the HTML (roughly: line breaks become tags). */
const htmlCostOf = (char: string): number => {
  if (char === '&') return 5;
  if (char === '<' || char === '>') return 4;
  if (char === '\n') return 8;
  if (char === '\u00a0') return 6;
  return 1;
};

/** The longest start of `text` whose HTML fits in `room` characters. */
const fitText = (text: string, room: number): string => {
  let used = 0;
  let end = 0;
  for (const char of text) {
    used += htmlCostOf(char);
    if (used > room) break;
    end += char.length;
  }
  return text.slice(0, end);
};

/**
 * What a paste inserts: the clipboard's plain text only (no markup, styles or pictures from
 * elsewhere), cut to what fits in `room` characters of HTML when there is a limit.
 */
export const pastedText = (clipboard: DataTransfer, room: number | undefined): string => {
  const text = clipboard.getData('text/plain').replaceAll('\r\n', '\n');
  return room === undefined ? text : fitText(text, room);
};
