import { PlusOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portal/shared/contracts/communal';
import { type FileKind, fileKindOf } from '@portal/shared/file-types';
import { Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-error';
import { openStoredFile, uploadFile } from '../use-files';
import { useUploadCheck } from './upload-checks';
import { message } from '../../../shared/feedback';

export type FileUploadProps = {
  /** The kinds accepted (spec section 5); the upload's kind is taken from the file's name. */
  kinds: readonly FileKind[];
  /** The uploaded file's id (the form value). */
  value?: number | null;
  onChange?: (id: number | null, file?: UploadedFile) => void;
  /** Signed URL and name of the file already stored, for the preview. */
  previewUrl?: string | null;
  previewName?: string;
  disabled?: boolean;
  id?: string;
};

const fileOf = (url: string, name: string): UploadFile => ({ uid: url, name, status: 'done', url });

/** A stored file without a signed URL: shown by name, opened through the bearer-token download. */
const storedFileOf = (id: number, name: string): UploadFile => ({
  uid: `stored-${id}`,
  name,
  status: 'done',
});

/** One file through POST /api/communal/upload, shown as a picture card (images preview by signed URL). */
export const FileUpload = ({
  kinds,
  value,
  onChange,
  previewUrl,
  previewName,
  disabled,
  id,
}: FileUploadProps) => {
  const { t } = useTranslation('communal');
  const [files, setFiles] = useState<UploadFile[]>([]);

  // The stored file's preview, while no new file was picked.
  useEffect(() => {
    if (value) {
      const stored = previewUrl
        ? fileOf(previewUrl, previewName ?? '')
        : storedFileOf(value, previewName ?? '');
      setFiles((current) => (current.length ? current : [stored]));
    }
    if (!value) setFiles((current) => current.filter((file) => file.status === 'uploading'));
  }, [value, previewUrl, previewName]);

  const { accept, check } = useUploadCheck(kinds);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => (check(file) ? true : Upload.LIST_IGNORE);

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File;
    const kind = fileKindOf(picked.name) as FileKind;
    uploadFile(picked, kind).then(
      (uploaded) => {
        setFiles([fileOf(uploaded.url, uploaded.name)]);
        onChange?.(uploaded.id, uploaded);
        onSuccess?.(uploaded);
      },
      (error: Error) => {
        setFiles([]);
        onError?.(error);
      },
    );
  };

  return (
    <Upload
      id={id}
      listType="picture-card"
      accept={accept}
      maxCount={1}
      fileList={files}
      disabled={disabled}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={({ fileList }) => setFiles(fileList.slice(-1))}
      onPreview={(file) => {
        if (file.url) window.open(file.url, '_blank', 'noopener');
        else if (value) {
          openStoredFile(value).catch((error: unknown) => {
            if (error instanceof ApiError) void message.error(error.message);
          });
        }
      }}
      onRemove={() => {
        setFiles([]);
        onChange?.(null);
      }}
      showUploadList={{ showRemoveIcon: !disabled }}
    >
      {files.length === 0 && !disabled ? (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.pick')}</div>
        </button>
      ) : null}
    </Upload>
  );
};
