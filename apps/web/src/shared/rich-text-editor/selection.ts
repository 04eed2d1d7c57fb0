/** The selection's range when it lies inside `root`. */
export const rangeIn = (root: HTMLElement | null): Range | null => {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
};

/** A collapsed range at the end of the last block of `root` (where text typed would go). */
export const endOf = (root: HTMLElement): Range => {
  let node: Node = root;
  while (
    node.lastChild &&
    node.lastChild.nodeType === Node.ELEMENT_NODE &&
    !/^(BR|IMG|HR)$/.test(node.lastChild.nodeName)
  ) {
    node = node.lastChild;
  }
  const range = document.createRange();
  range.selectNodeContents(node);
  range.collapse(false);
  return range;
};

/** Selects `range` alone. */
export const select = (range: Range): void => {
  const selection = window.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.addRange(range);
};

/**
 * The collapsed caret as a count of the characters before it, when it is inside or at the end of a
 * text (block commands move it to the start of the block, and replace the text nodes).
 */
export const caretOffsetIn = (root: HTMLElement): number | null => {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return null;
  const caret = selection.getRangeAt(0);
  if (caret.startContainer.nodeType !== Node.TEXT_NODE || caret.startOffset === 0) return null;
  if (!root.contains(caret.startContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(root);
  before.setEnd(caret.startContainer, caret.startOffset);
  return before.toString().length;
};

/** Puts the caret after `offset` characters of `root`'s text (see caretOffsetIn). */
export const placeCaretAt = (root: HTMLElement, offset: number): void => {
  const selection = window.getSelection();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node && selection; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (left <= length) {
      const caret = document.createRange();
      caret.setStart(node, left);
      caret.collapse(true);
      selection.removeAllRanges();
      selection.addRange(caret);
      return;
    }
    left -= length;
  }
};

/** The placeholder shows while there is nothing at all: no text, image or list item (a space hides it). */
export const showsNothing = (editor: HTMLElement): boolean =>
  editor.textContent === '' && !editor.querySelector('img, li');
