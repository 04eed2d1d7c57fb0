import { Form, theme } from 'antd';
import { type ClipboardEvent, type DragEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  execute,
  type Format,
  type Formats,
  formatsAtCaret,
  insertionCommand,
  NO_FORMATS,
  sameFormats,
} from './rich-text-editor/commands';
import { pastedText } from './rich-text-editor/paste';
import { endOf, rangeIn, select, showsNothing } from './rich-text-editor/selection';
import { CONTENT_CSS, rootStyleOf } from './rich-text-editor/styles';
import { Toolbar } from './rich-text-editor/Toolbar';
import { useUrlDialog } from './rich-text-editor/UrlDialog';
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

/**
 * A small rich-text editor for goods descriptions: a toolbar over a contentEditable area driven by
 * document.execCommand (rich-text-editor/commands.ts), pasting plain text (paste.ts), links and
 * images by address (UrlDialog.tsx). The area's HTML is set only when `value` differs from what the
 * editor last emitted, so typing never resets the caret. The server sanitizes on save.
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
  /** The HTML last emitted or set from `value`; null before the first `value`. */
  const emitted = useRef<string | null>(null);
  const [length, setLength] = useState(0);
  const [empty, setEmpty] = useState(true);
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);

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
    select(saved ?? endOf(editor));
  };

  const onFocus = (): void => {
    // New paragraphs as <p> rather than Chromium's <div>, and the first line in one too.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    const editor = editorRef.current;
    if (!editor || disabled || editor.childNodes.length > 0 || !window.getSelection()) return;
    editor.innerHTML = '<p><br></p>';
    select(endOf(editor));
  };

  /** Runs an editing command at `range` (or the editor's selection), then reports the change. */
  const run = (command: string, argument?: string, range: Range | null = null): void => {
    const editor = editorRef.current;
    if (disabled || !editor) return;
    focusEditor(range);
    execute(editor, command, argument);
    emit();
    setFormats(formatsAtCaret());
  };

  const urlDialog = useUrlDialog({
    insert: (kind, address, range) => {
      const { command, argument } = insertionCommand(kind, address, range);
      run(command, argument, range);
    },
    restore: focusEditor,
  });

  const toggle = (format: Format): void => {
    if (format === 'heading') run('formatBlock', formats.heading ? '<p>' : '<h3>');
    else run(format);
  };

  const clearFormatting = (): void => {
    run('removeFormat');
    run('unlink');
    if (formatsAtCaret().heading) run('formatBlock', '<p>');
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>): void => {
    event.preventDefault();
    if (disabled) return;
    const room = maxLength === undefined ? undefined : maxLength - (emitted.current ?? '').length;
    const text = pastedText(event.clipboardData, room);
    if (text) document.execCommand('insertText', false, text);
    emit();
  };

  // Dropped files would come in as inline data; dropped text is left to the browser.
  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    if (event.dataTransfer.files.length > 0) event.preventDefault();
  };

  const error = status === 'error';
  const over = maxLength !== undefined && length > maxLength;

  return (
    <div
      className="portal-rich-text-root"
      data-disabled={disabled || undefined}
      style={rootStyleOf(token, { error, disabled })}
    >
      <style href="portal-rich-text" precedence="default">
        {CONTENT_CSS}
      </style>
      <Toolbar
        formats={formats}
        disabled={disabled}
        controls={id}
        onFormat={toggle}
        onInsert={(kind) => {
          if (!disabled) urlDialog.open(kind, rangeIn(editorRef.current)?.cloneRange() ?? null);
        }}
        onClear={clearFormatting}
      />
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
      {urlDialog.dialog}
    </div>
  );
};
