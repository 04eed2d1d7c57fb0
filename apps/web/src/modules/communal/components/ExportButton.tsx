import { ExportOutlined } from '@ant-design/icons';
import type { ExportRequested } from '@portal/shared/contracts/communal';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStartExport } from '../use-export';

/**
 * A list's Export button: `request` asks the server to export what the list's filters select; the
 * file is made in the background and shows in the export centre.
 */
export const ExportButton = ({ request }: { request: () => Promise<ExportRequested> }) => {
  const { t } = useTranslation('communal');
  const { startExport, exporting } = useStartExport();
  return (
    <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void startExport(request)}>
      {t('export.export')}
    </Button>
  );
};
