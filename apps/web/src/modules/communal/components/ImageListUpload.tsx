import { PlusOutlined, StarOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/shared/contracts/communal';
import type { FileKind } from '@portal/shared/file-types';
import { theme, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-error';
import { openStoredFile, uploadFile } from '../use-files';
import { uploadProblemOf, useUploadCheck } from './upload-checks';
import { message } from '../../../shared/feedback';

/** A stored image of the value: its signed URL for the preview. */
export type ImagePreview = { id: number; url: string; name?: string };

export type ImageListUploadProps = {
  /** The images' file ids, the first is the main image (the form value). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Signed URLs of images already stored (editing); an id without one shows a plain picture icon. */
  previews?: ImagePreview[];
  /** How many images at most; 10 when not given. */
  max?: number;
  disabled?: boolean;
  id?: string;
};

/** The list's item: `response.id` is the stored file's id once the image is up. */
type ImageItem = UploadFile<{ id: number }>;

const IMAGE_KINDS: readonly FileKind[] = ['image'];

const idOf = (item: ImageItem): number | undefined =>
  item.status === 'done' ? item.response?.id : undefined;

const idsOf = (items: readonly ImageItem[]): number[] =>
  items.map(idOf).filter((id): id is number => id !== undefined);

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

const sameItems = (a: readonly ImageItem[], b: readonly ImageItem[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** `name` is what the card's link and picture are called when the stored file has none. */
const storedItemOf = (id: number, name: string, preview?: ImagePreview): ImageItem => ({
  uid: `stored-${id}`,
  name: preview?.name || name,
  status: 'done',
  url: preview?.url,
  response: { id },
});

/** Images that are up first (in their order), then the uploads still running. */
const arranged = (items: readonly ImageItem[]): ImageItem[] => [
  ...items.filter((item) => item.status === 'done'),
  ...items.filter((item) => item.status === 'uploading'),
];

/**
 * fetch reports no upload progress, so the bar creeps towards 90% (fast at first, slower later)
 * until the answer arrives. Returns the function that stops it.
 */
const estimateProgress = (report: (percent: number) => void): (() => void) => {
  let percent = 0;
  report(percent);
  const timer = window.setInterval(() => {
    percent += (90 - percent) * 0.08;
    report(Math.round(percent));
  }, 250);
  return () => window.clearInterval(timer);
};

/**
 * Several images (goods pictures) through POST /api/communal/upload, as picture cards: the value is
 * their file ids in the list's order, the first card is the main image and any other card can be
 * made the main one with its star action. Failed uploads leave the list (the error is shown by the
 * HTTP layer).
 */
export const ImageListUpload = ({
  value,
  onChange,
  previews,
  max = 10,
  disabled,
  id,
}: ImageListUploadProps) => {
  const { t } = useTranslation('communal');
  const { token } = theme.useToken();
  const { accept, check } = useUploadCheck(IMAGE_KINDS);
  const [items, setItems] = useState<ImageItem[]>([]);
  // The list as last set, for handlers that run before the next render (several uploads at once).
  const itemsRef = useRef<ImageItem[]>([]);
  // The ids last reported or received (antd marks a removed item in place, so the list cannot tell).
  const idsRef = useRef<number[]>([]);
  const stoppers = useRef(new Set<() => void>());

  const commit = (next: ImageItem[]): void => {
    itemsRef.current = next;
    setItems(next);
  };

  /** Sets the list and reports its ids when they changed. */
  const update = (next: ImageItem[]): void => {
    commit(next);
    const ids = idsOf(next);
    if (sameIds(ids, idsRef.current)) return;
    idsRef.current = ids;
    onChange?.(ids);
  };

  // The value from outside (loaded for editing, reset): the cards follow it, running uploads stay.
  useEffect(() => {
    const current = itemsRef.current;
    const byId = new Map(current.map((item) => [idOf(item), item]));
    const next = [
      ...(value ?? []).map((imageId, index) => {
        const existing = byId.get(imageId);
        const preview = previews?.find((p) => p.id === imageId);
        return existing && (existing.url || !preview)
          ? existing
          : storedItemOf(imageId, t('imageList.picture', { n: index + 1 }), preview);
      }),
      ...current.filter((item) => item.status === 'uploading'),
    ];
    idsRef.current = idsOf(next);
    if (sameItems(next, current)) return;
    itemsRef.current = next;
    setItems(next);
  }, [value, previews, t]);

  useEffect(() => {
    const running = stoppers.current;
    return () => {
      for (const stop of running) stop();
      running.clear();
    };
  }, []);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (!check(file)) return Upload.LIST_IGNORE;
    // Files of the same pick before this one that will go up take a place too.
    const earlier = batch.slice(0, batch.indexOf(file)).filter((f) => !uploadProblemOf(f, IMAGE_KINDS));
    const position = itemsRef.current.length + earlier.length;
    if (position >= max) {
      if (position === max) void message.warning(t('imageList.tooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<{ id: number }>['customRequest'] = ({
    file,
    onSuccess,
    onError,
    onProgress,
  }) => {
    const stopEstimate = estimateProgress((percent) => onProgress?.({ percent }));
    const stop = () => {
      stopEstimate();
      stoppers.current.delete(stop);
    };
    stoppers.current.add(stop);
    uploadFile(file as File, 'image').then(
      (uploaded: UploadedFile) => {
        stop();
        onSuccess?.(uploaded);
      },
      (error: Error) => {
        stop();
        onError?.(error);
      },
    );
  };

  const onListChange: UploadProps<{ id: number }>['onChange'] = ({ fileList }) => {
    const next = fileList
      .filter((item) => item.status === 'done' || item.status === 'uploading')
      .map((item) => {
        const uploaded = item.response as UploadedFile | undefined;
        return item.status === 'done' && !item.url && uploaded?.url
          ? { ...item, url: uploaded.url, name: uploaded.name }
          : item;
      });
    update(arranged(next));
  };

  const setMain = (item: ImageItem): void => {
    const rest = itemsRef.current.filter((other) => other.uid !== item.uid);
    update([item, ...rest]);
  };

  const isMain = (item: ImageItem): boolean => item.status === 'done' && items[0]?.uid === item.uid;

  const preview = (item: ImageItem): void => {
    if (item.url) {
      window.open(item.url, '_blank', 'noopener');
      return;
    }
    const imageId = idOf(item);
    if (imageId === undefined) return;
    openStoredFile(imageId).catch((error: unknown) => {
      if (error instanceof ApiError) void message.error(error.message);
    });
  };

  return (
    <Upload<{ id: number }>
      id={id}
      listType="picture-card"
      accept={accept}
      multiple
      fileList={items}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={onListChange}
      onPreview={preview}
      // The download action is "set as main" (a star), on every card but the first.
      onDownload={setMain}
      locale={{ downloadFile: t('imageList.setMain') }}
      isImageUrl={() => true}
      showUploadList={{
        showRemoveIcon: !disabled,
        showDownloadIcon: (item) => !disabled && item.status === 'done' && !isMain(item),
        // Styled like antd's own card actions (which it styles by their icon class).
        downloadIcon: (
          <StarOutlined
            style={{
              color: token.colorTextLightSolid,
              fontSize: token.fontSizeLG,
              margin: `0 ${token.marginXXS}px`,
            }}
          />
        ),
      }}
      itemRender={(node, item) =>
        isMain(item) ? (
          <div style={{ position: 'relative', width: '100%', height: '100%' }}>
            {node}
            <span
              style={{
                position: 'absolute',
                insetInlineStart: 0,
                top: 0,
                padding: `0 ${token.paddingXXS + 2}px`,
                fontSize: token.fontSizeSM,
                lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
                color: token.colorTextLightSolid,
                background: token.colorPrimary,
                borderStartStartRadius: token.borderRadiusLG,
                borderEndEndRadius: token.borderRadiusSM,
                pointerEvents: 'none',
                // Above the hover mask (z-index 1), below the actions.
                zIndex: 2,
              }}
            >
              {t('imageList.main')}
            </span>
          </div>
        ) : (
          node
        )
      }
    >
      {items.length < max && !disabled ? (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.pick')}</div>
        </button>
      ) : null}
    </Upload>
  );
};
