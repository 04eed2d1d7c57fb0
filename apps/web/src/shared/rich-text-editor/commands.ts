import { caretOffsetIn, placeCaretAt } from './selection';

/** The formats the toolbar shows pressed where the caret is. */
export type Format =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'heading'
  | 'insertUnorderedList'
  | 'insertOrderedList';
export type Formats = Record<Format, boolean>;

export const NO_FORMATS: Formats = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

/** The formats at the caret (the toolbar's pressed buttons). */
export const formatsAtCaret = (): Formats => ({
  bold: document.queryCommandState('bold'),
  italic: document.queryCommandState('italic'),
  underline: document.queryCommandState('underline'),
  heading: document.queryCommandValue('formatBlock').toLowerCase() === 'h3',
  insertUnorderedList: document.queryCommandState('insertUnorderedList'),
  insertOrderedList: document.queryCommandState('insertOrderedList'),
});

export const sameFormats = (a: Formats, b: Formats): boolean =>
  (Object.keys(a) as Format[]).every((format) => a[format] === b[format]);

/** Where the lists may not stay: Chromium puts a new list inside the paragraph it came from. */
const LIST_HOSTS = /^(P|DIV|H[1-6])$/;

const isEmptyBlock = (element: Element): boolean =>
  (element.textContent ?? '').trim() === '' && !element.querySelector('img');

/**
 * Moves lists out of paragraphs and headings (`<p><ol>…</ol></p>` becomes `<ol>…</ol>`) and joins
 * neighbouring lists of one kind (several paragraphs made a list at once).
 */
const liftLists = (root: HTMLElement): void => {
  for (const list of root.querySelectorAll('ol, ul')) {
    let host = list.parentElement;
    while (host && host !== root && LIST_HOSTS.test(host.nodeName)) {
      const tail = host.cloneNode(false) as Element;
      while (list.nextSibling) tail.appendChild(list.nextSibling);
      host.after(list, tail);
      if (isEmptyBlock(tail)) tail.remove();
      if (isEmptyBlock(host)) host.remove();
      host = list.parentElement;
    }
    const previous = list.previousSibling;
    if (previous?.nodeName === list.nodeName) {
      while (list.firstChild) previous.appendChild(list.firstChild);
      list.remove();
    }
  }
};

const BLOCK_COMMANDS = new Set(['formatBlock', 'insertOrderedList', 'insertUnorderedList']);

/**
 * Runs `document.execCommand(command)` in `editor`, which has the focus and the selection, with
 * tags rather than inline styles. After a block command (heading, lists) the caret stays where it
 * was, lists stand outside paragraphs, and a list item turned back into text is a paragraph again.
 */
export const execute = (editor: HTMLElement, command: string, argument?: string): void => {
  const block = BLOCK_COMMANDS.has(command);
  const caret = block ? caretOffsetIn(editor) : null;
  document.execCommand('styleWithCSS', false, 'false');
  document.execCommand(command, false, argument);
  if (!block) return;
  if (command !== 'formatBlock' && !document.queryCommandState(command)) {
    document.execCommand('formatBlock', false, '<p>');
  }
  liftLists(editor);
  if (caret !== null) placeCaretAt(editor, caret);
};

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What the link and image dialog inserts. */
export type Insertion = 'link' | 'image';

/**
 * The command that inserts the address the dialog took at `range`: the image; a link on the
 * selected text, or the address itself as a link where nothing is selected.
 */
export const insertionCommand = (
  kind: Insertion,
  address: string,
  range: Range | null,
): { command: string; argument: string } => {
  if (kind === 'image') return { command: 'insertImage', argument: address };
  if (!range || range.collapsed) {
    const safe = escapeHtml(address);
    return { command: 'insertHTML', argument: `<a href="${safe}">${safe}</a>` };
  }
  return { command: 'createLink', argument: address };
};
