import {
  BoldOutlined,
  ClearOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Form, Input, type InputRef, Modal, Tooltip, theme } from 'antd';
import {
  type ClipboardEvent,
  type CSSProperties,
  type DragEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isBlankHtml } from './rich-text';

export type RichTextEditorProps = {
  /** The HTML (the form value). */
  value?: string;
  /** Called with the editor's HTML on every change; an editor without text or image gives ''. */
  onChange?: (html: string) => void;
  placeholder?: string;
  /** Most characters of HTML: shows a counter, and typing or pasting stops at the limit. */
  maxLength?: number;
  disabled?: boolean;
  id?: string;
  /** The editing area's accessible name (a form item's label does not name a contentEditable). */
  'aria-label'?: string;
};

type Format = 'bold' | 'italic' | 'underline' | 'heading' | 'insertUnorderedList' | 'insertOrderedList';
type Formats = Record<Format, boolean>;
type UrlDialog = { kind: 'link' | 'image'; range: Range | null };

const NO_FORMATS: Formats = {
  bold: false,
  italic: false,
  underline: false,
  heading: false,
  insertUnorderedList: false,
  insertOrderedList: false,
};

/** The formats at the caret (the toolbar's pressed buttons). */
const formatsAtCaret = (): Formats => ({
  bold: document.queryCommandState('bold'),
  italic: document.queryCommandState('italic'),
  underline: document.queryCommandState('underline'),
  heading: document.queryCommandValue('formatBlock').toLowerCase() === 'h3',
  insertUnorderedList: document.queryCommandState('insertUnorderedList'),
  insertOrderedList: document.queryCommandState('insertOrderedList'),
});

const sameFormats = (a: Formats, b: Formats): boolean =>
  (Object.keys(a) as Format[]).every((format) => a[format] === b[format]);

/** The selection's range when it lies inside `root`. */
const rangeIn = (root: HTMLElement | null): Range | null => {
  const selection = window.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
};

/** A collapsed range at the end of the last block of `root` (where text typed would go). */
const endOf = (root: HTMLElement): Range => {
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

/**
 * The collapsed caret as a count of the characters before it, when it is inside or at the end of a
 * text (block commands move it to the start of the block, and replace the text nodes).
 */
const caretOffsetIn = (root: HTMLElement): number | null => {
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

const placeCaretAt = (root: HTMLElement, offset: number): void => {
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
const showsNothing = (editor: HTMLElement): boolean =>
  editor.textContent === '' && !editor.querySelector('img, li');

const escapeHtml = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Links: web and mail addresses. Images: https or a path of this site (what the server keeps). */
const LINK_URL = /^(https?:\/\/|mailto:)\S+$/i;
const IMAGE_URL = /^(https:\/\/\S+|\/(?!\/)\S*)$/i;

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

/** Styles of the frame and the content (React 19 hoists this once, however many editors are on the page). */
const CONTENT_CSS = `
.portal-rich-text-root { border: var(--portal-rich-text-line) solid var(--portal-rich-text-border); }
.portal-rich-text-root:not([data-disabled]):hover { border-color: var(--portal-rich-text-hover); }
.portal-rich-text-root:not([data-disabled]):focus-within {
  border-color: var(--portal-rich-text-focus);
  box-shadow: 0 0 0 var(--portal-rich-text-outline-width) var(--portal-rich-text-outline);
}
.portal-rich-text:focus { outline: none; }
.portal-rich-text p, .portal-rich-text div { margin: 0 0 8px; }
.portal-rich-text h3 { margin: 8px 0; font-size: 1.17em; font-weight: 600; color: inherit; }
.portal-rich-text ul, .portal-rich-text ol { margin: 0 0 8px; padding-inline-start: 24px; }
.portal-rich-text img { max-width: 100%; height: auto; }
.portal-rich-text a { color: var(--portal-rich-text-link); }
`;

/**
 * A small rich-text editor for goods descriptions: a toolbar over a contentEditable area driven by
 * document.execCommand, pasting plain text. The area's HTML is set only when `value` differs from
 * what the editor last emitted, so typing never resets the caret. The server sanitizes on save.
 */
export const RichTextEditor = ({
  value,
  onChange,
  placeholder,
  maxLength,
  disabled,
  id,
  'aria-label': ariaLabel,
}: RichTextEditorProps) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const editorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<InputRef>(null);
  /** The HTML last emitted or set from `value`; null before the first `value`. */
  const emitted = useRef<string | null>(null);
  /** The command to run once the URL dialog has closed (focus is back in the page). */
  const pending = useRef<(() => void) | null>(null);
  const [length, setLength] = useState(0);
  const [empty, setEmpty] = useState(true);
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [dialog, setDialog] = useState<UrlDialog>({ kind: 'link', range: null });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [urlInvalid, setUrlInvalid] = useState(false);

  const measure = (editor: HTMLDivElement, html: string): void => {
    setLength(html.length);
    setEmpty(showsNothing(editor));
  };

  // `value` from outside (first value, loaded, reset): the only time the content is replaced.
  useLayoutEffect(() => {
    const editor = editorRef.current;
    const html = value ?? '';
    if (!editor || html === emitted.current) return;
    editor.innerHTML = html;
    emitted.current = html;
    setLength(html.length);
    setEmpty(showsNothing(editor));
  }, [value]);

  // The toolbar follows the caret.
  useEffect(() => {
    const onSelectionChange = () => {
      if (!rangeIn(editorRef.current)) return;
      const next = formatsAtCaret();
      setFormats((current) => (sameFormats(current, next) ? current : next));
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, []);

  // At the limit nothing more is typed (IME compositions aside: they cannot be cancelled).
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || maxLength === undefined) return;
    const onBeforeInput = (event: InputEvent) => {
      if (
        event.isComposing ||
        !event.inputType.startsWith('insert') ||
        event.inputType === 'insertFromPaste'
      ) {
        return;
      }
      if ((emitted.current ?? '').length >= maxLength) event.preventDefault();
    };
    editor.addEventListener('beforeinput', onBeforeInput);
    return () => editor.removeEventListener('beforeinput', onBeforeInput);
  }, [maxLength]);

  const emit = (): void => {
    const editor = editorRef.current;
    if (!editor) return;
    const raw = editor.innerHTML;
    const html = isBlankHtml(raw) ? '' : raw;
    measure(editor, html);
    if (html === emitted.current) return;
    emitted.current = html;
    onChange?.(html);
  };

  /** Focuses the editor with `range` (or the current selection inside it, or the end) selected. */
  const focusEditor = (range: Range | null): void => {
    const editor = editorRef.current;
    if (!editor) return;
    const saved = range ?? rangeIn(editor);
    editor.focus();
    const selection = window.getSelection();
    if (!selection) return;
    selection.removeAllRanges();
    selection.addRange(saved ?? endOf(editor));
  };

  const onFocus = (): void => {
    // New paragraphs as <p> rather than Chromium's <div>, and the first line in one too.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const editor = editorRef.current;
    const selection = window.getSelection();
    if (!editor || disabled || editor.childNodes.length > 0 || !selection) return;
    editor.innerHTML = '<p><br></p>';
    selection.removeAllRanges();
    selection.addRange(endOf(editor));
  };

  const run = (command: string, argument?: string, range: Range | null = null): void => {
    const editor = editorRef.current;
    if (disabled || !editor) return;
    focusEditor(range);
    const block =
      command === 'formatBlock' || command === 'insertOrderedList' || command === 'insertUnorderedList';
    const caret = block ? caretOffsetIn(editor) : null;
    document.execCommand('styleWithCSS', false, 'false');
    document.execCommand(command, false, argument);
    if (block) {
      // A list item turned back into text is left bare: it becomes a paragraph again.
      if (command !== 'formatBlock' && !document.queryCommandState(command)) {
        document.execCommand('formatBlock', false, '<p>');
      }
      liftLists(editor);
      if (caret !== null) placeCaretAt(editor, caret);
    }
    emit();
    setFormats(formatsAtCaret());
  };

  const toggleHeading = (): void => run('formatBlock', formats.heading ? '<p>' : '<h3>');

  const clearFormatting = (): void => {
    run('removeFormat');
    run('unlink');
    if (formatsAtCaret().heading) run('formatBlock', '<p>');
  };

  const openDialog = (kind: UrlDialog['kind']): void => {
    if (disabled) return;
    setDialog({ kind, range: rangeIn(editorRef.current)?.cloneRange() ?? null });
    setUrl('');
    setUrlInvalid(false);
    setDialogOpen(true);
  };

  const confirmDialog = (): void => {
    const address = url.trim();
    const { kind, range } = dialog;
    if (!(kind === 'link' ? LINK_URL : IMAGE_URL).test(address)) {
      setUrlInvalid(true);
      return;
    }
    if (kind === 'image') pending.current = () => run('insertImage', address, range);
    else if (!range || range.collapsed) {
      const safe = escapeHtml(address);
      pending.current = () => run('insertHTML', `<a href="${safe}">${safe}</a>`, range);
    } else pending.current = () => run('createLink', address, range);
    setDialogOpen(false);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>): void => {
    event.preventDefault();
    if (disabled) return;
    const text = event.clipboardData.getData('text/plain').replaceAll('\r\n', '\n');
    const fitted = maxLength === undefined ? text : fitText(text, maxLength - (emitted.current ?? '').length);
    if (fitted) document.execCommand('insertText', false, fitted);
    emit();
  };

  // Dropped files would come in as inline data; dropped text is left to the browser.
  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    if (event.dataTransfer.files.length > 0) event.preventDefault();
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void, pressed?: boolean) => (
    <Tooltip title={label}>
      <Button
        size="small"
        color={pressed ? 'primary' : 'default'}
        variant={pressed ? 'filled' : 'text'}
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        // Keeps the selection in the editor.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  const error = status === 'error';
  const over = maxLength !== undefined && length > maxLength;

  const rootStyle = {
    '--portal-rich-text-link': token.colorLink,
    '--portal-rich-text-line': `${token.lineWidth}px`,
    '--portal-rich-text-border': error ? token.colorError : token.colorBorder,
    '--portal-rich-text-hover': error ? token.colorErrorHover : token.colorPrimaryHover,
    '--portal-rich-text-focus': error ? token.colorError : token.colorPrimary,
    '--portal-rich-text-outline': error ? token.colorErrorOutline : token.controlOutline,
    '--portal-rich-text-outline-width': `${token.controlOutlineWidth}px`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    transition: `all ${token.motionDurationMid}`,
  } as CSSProperties;

  return (
    <div className="portal-rich-text-root" data-disabled={disabled || undefined} style={rootStyle}>
      <style href="portal-rich-text" precedence="default">
        {CONTENT_CSS}
      </style>
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        aria-controls={id}
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: token.paddingXXS,
          padding: token.paddingXXS,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {tool(t('editor.bold'), <BoldOutlined />, () => run('bold'), formats.bold)}
        {tool(t('editor.italic'), <ItalicOutlined />, () => run('italic'), formats.italic)}
        {tool(t('editor.underline'), <UnderlineOutlined />, () => run('underline'), formats.underline)}
        {tool(t('editor.heading'), <FontSizeOutlined />, toggleHeading, formats.heading)}
        {tool(
          t('editor.bulletList'),
          <UnorderedListOutlined />,
          () => run('insertUnorderedList'),
          formats.insertUnorderedList,
        )}
        {tool(
          t('editor.numberedList'),
          <OrderedListOutlined />,
          () => run('insertOrderedList'),
          formats.insertOrderedList,
        )}
        {tool(t('editor.link'), <LinkOutlined />, () => openDialog('link'))}
        {tool(t('editor.image'), <PictureOutlined />, () => openDialog('image'))}
        {tool(t('editor.clear'), <ClearOutlined />, clearFormatting)}
      </div>
      <div style={{ position: 'relative' }}>
        {empty && placeholder ? (
          <div
            aria-hidden
            style={{
              position: 'absolute',
              inset: `${token.paddingXS}px ${token.paddingSM - token.lineWidth}px auto`,
              color: token.colorTextPlaceholder,
              pointerEvents: 'none',
            }}
          >
            {placeholder}
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contentEditable element, not a textarea */}
        <div
          ref={editorRef}
          id={id}
          className="portal-rich-text"
          role="textbox"
          tabIndex={disabled ? -1 : 0}
          aria-label={ariaLabel}
          aria-multiline
          aria-placeholder={placeholder}
          aria-disabled={disabled}
          aria-invalid={error || undefined}
          contentEditable={!disabled}
          onInput={emit}
          onPaste={onPaste}
          onDrop={onDrop}
          onFocus={onFocus}
          style={{
            minHeight: 200,
            maxHeight: 480,
            overflowY: 'auto',
            padding: `${token.paddingXS}px ${token.paddingSM - token.lineWidth}px`,
            lineHeight: token.lineHeight,
            fontSize: token.fontSize,
            cursor: disabled ? 'not-allowed' : 'text',
            wordBreak: 'break-word',
          }}
        />
      </div>
      {maxLength !== undefined ? (
        <div
          title={over ? t('editor.tooLong', { max: maxLength }) : undefined}
          style={{
            textAlign: 'end',
            padding: `0 ${token.paddingSM}px ${token.paddingXXS}px`,
            fontSize: token.fontSizeSM,
            color: over ? token.colorError : token.colorTextDescription,
          }}
        >
          {length} / {maxLength}
        </div>
      ) : null}
      <Modal
        open={dialogOpen}
        title={dialog.kind === 'link' ? t('editor.link') : t('editor.image')}
        width={440}
        okText={t('ok')}
        cancelText={t('cancel')}
        onOk={confirmDialog}
        onCancel={() => {
          pending.current = () => focusEditor(dialog.range);
          setDialogOpen(false);
        }}
        afterOpenChange={(open) => {
          if (open) inputRef.current?.focus();
        }}
        afterClose={() => {
          const action = pending.current;
          pending.current = null;
          action?.();
        }}
        focusable={{ focusTriggerAfterClose: false }}
        destroyOnHidden
      >
        {/* A form of its own: the input does not take the editor's Form.Item status. */}
        <Form component={false}>
          <Input
            ref={inputRef}
            value={url}
            aria-label={dialog.kind === 'link' ? t('editor.linkUrl') : t('editor.imageUrl')}
            placeholder="https://"
            status={urlInvalid ? 'error' : undefined}
            aria-invalid={urlInvalid || undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlInvalid(false);
            }}
            onPressEnter={confirmDialog}
          />
        </Form>
        {urlInvalid ? (
          <div role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
            {dialog.kind === 'link' ? t('editor.linkInvalid') : t('editor.imageInvalid')}
          </div>
        ) : null}
      </Modal>
    </div>
  );
};
