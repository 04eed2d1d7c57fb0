import { ExportOutlined } from '@ant-design/icons';
import type { Endpoint } from '@portal/shared/contracts/endpoint';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStartExport } from '../use-export';

type ExportButtonProps = {
  /** The list's export endpoint. */
  endpoint: Endpoint;
  /** The list's current filters: what the export selects. */
  filters: () => object;
  /** The button's text when the page has more than one export (default: 导出). */
  label?: string;
};

/**
 * A list's Export button: asks the server to export what the list's filters select; the file is
 * made in the background and shows in the export centre.
 */
export const ExportButton = (props: ExportButtonProps) => {
  const { t } = useTranslation('communal');
  const { startExport, exporting } = useStartExport();
  const start = () => startExport(props.endpoint, props.filters());
  return (
    <Button icon={<ExportOutlined />} loading={exporting} onClick={() => void start()}>
      {props.label ?? t('export.export')}
    </Button>
  );
};
