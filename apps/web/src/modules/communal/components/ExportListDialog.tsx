import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportTaskTable } from './ExportTaskTable';

export type ExportListDialogProps = { open: boolean; onClose: () => void };

/** The header's export list dialog (spec section 2). */
export const ExportListDialog = ({ open, onClose }: ExportListDialogProps) => {
  const { t } = useTranslation('communal');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={1000}
      title={t('export.dialogTitle')}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
    >
      <ExportTaskTable />
    </Modal>
  );
};
