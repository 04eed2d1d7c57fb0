import { Form, Input, type InputRef, Modal, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insertion } from './commands';

/** Links: web and mail addresses. Images: https or a path of this site (what the server keeps). */
const LINK_URL = /^(https?:\/\/|mailto:)\S+$/i;
const IMAGE_URL = /^(https:\/\/\S+|\/(?!\/)\S*)$/i;

export type UrlDialogActions = {
  /** Inserts the address taken, at the range the dialog was opened with. */
  insert: (kind: Insertion, address: string, range: Range | null) => void;
  /** Gives the editor back its selection after a cancel. */
  restore: (range: Range | null) => void;
};

/**
 * The dialog that asks a link's or an image's address: `open(kind, range)` shows it; OK with a valid
 * address runs `insert`, Cancel runs `restore`, each once the dialog has closed (the focus is back
 * in the page then). `dialog` is the element to render.
 */
export const useUrlDialog = ({ insert, restore }: UrlDialogActions) => {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const inputRef = useRef<InputRef>(null);
  /** What to run once the dialog has closed. */
  const pending = useRef<(() => void) | null>(null);
  const [request, setRequest] = useState<{ kind: Insertion; range: Range | null }>({
    kind: 'link',
    range: null,
  });
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);

  const show = (kind: Insertion, range: Range | null): void => {
    setRequest({ kind, range });
    setUrl('');
    setInvalid(false);
    setOpen(true);
  };

  const confirm = (): void => {
    const address = url.trim();
    const { kind, range } = request;
    if (!(kind === 'link' ? LINK_URL : IMAGE_URL).test(address)) {
      setInvalid(true);
      return;
    }
    pending.current = () => insert(kind, address, range);
    setOpen(false);
  };

  const link = request.kind === 'link';
  const dialog = (
    <Modal
      open={open}
      title={link ? t('editor.link') : t('editor.image')}
      width={440}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={() => {
        pending.current = () => restore(request.range);
        setOpen(false);
      }}
      afterOpenChange={(opened) => {
        if (opened) inputRef.current?.focus();
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
          aria-label={link ? t('editor.linkUrl') : t('editor.imageUrl')}
          placeholder="https://"
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onPressEnter={confirm}
        />
      </Form>
      {invalid ? (
        <div role="alert" style={{ color: token.colorError, marginTop: token.marginXXS }}>
          {link ? t('editor.linkInvalid') : t('editor.imageInvalid')}
        </div>
      ) : null}
    </Modal>
  );

  return { open: show, dialog };
};
