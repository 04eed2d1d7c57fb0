import { UploadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/shared/contracts/communal';
import { type FileKind, fileKindOf } from '@portal/shared/file-types';
import { Button, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../communal/use-files';
import { useUploadCheck } from '../../communal/components/upload-checks';
import { message } from '../../../shared/feedback';

/** The files of an order document: images or pdf (DOMAIN.md Orders). */
const DOCUMENT_KINDS: readonly FileKind[] = ['image', 'pdf'];

export type DocumentFilesUploadProps = {
  /** The uploaded files' ids (the form value). */
  value?: number[];
  onChange?: (ids: number[]) => void;
  max?: number;
  id?: string;
};

type FileItem = UploadFile<UploadedFile>;

const idsOf = (items: readonly FileItem[]): number[] =>
  items.flatMap((item) => (item.status === 'done' && item.response ? [item.response.id] : []));

/**
 * Several files through POST /api/communal/upload, listed with their names (images with a
 * thumbnail); the value is the ids of the files that are up. Clearing the value clears the list.
 */
export const DocumentFilesUpload = ({ value, onChange, max = 10, id }: DocumentFilesUploadProps) => {
  const { t } = useTranslation('orders');
  const { accept, check } = useUploadCheck(DOCUMENT_KINDS);
  const [items, setItems] = useState<FileItem[]>([]);
  const countRef = useRef(0);

  // A form reset (empty value) empties the list.
  useEffect(() => {
    if ((value ?? []).length === 0) {
      setItems((current) => {
        const kept = current.filter((item) => item.status === 'uploading');
        countRef.current = kept.length;
        return kept;
      });
    }
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!check(file)) return Upload.LIST_IGNORE;
    if (countRef.current >= max) {
      void message.warning(t('document.tooManyFiles', { max }));
      return Upload.LIST_IGNORE;
    }
    countRef.current += 1;
    return true;
  };

  const customRequest: UploadProps<UploadedFile>['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File;
    uploadFile(picked, fileKindOf(picked.name) as FileKind).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => onError?.(error),
    );
  };

  const onListChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    const next = fileList
      .filter((item) => item.status === 'done' || item.status === 'uploading')
      .map((item) =>
        item.status === 'done' && item.response && !item.url
          ? { ...item, url: item.response.url, name: item.response.name }
          : item,
      );
    countRef.current = next.length;
    setItems(next);
    const ids = idsOf(next);
    if (ids.join(',') !== (value ?? []).join(',')) onChange?.(ids);
  };

  return (
    <Upload<UploadedFile>
      id={id}
      listType="picture"
      accept={accept}
      multiple
      fileList={items}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={onListChange}
      onPreview={(item) => {
        if (item.url) window.open(item.url, '_blank', 'noopener');
      }}
    >
      <Button icon={<UploadOutlined />}>{t('document.pick')}</Button>
    </Upload>
  );
};
