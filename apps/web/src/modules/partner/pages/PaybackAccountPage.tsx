import { ExportOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStartExport } from '../../communal/use-export';
import { PaybackAccountTable } from '../components/PaybackAccountTable';
import { paybackApi } from '../partner.api';

/** /ucenter/payback_account: the payback account list with its export. */
const PaybackAccountPage = () => {
  const { t } = useTranslation('communal');
  const { startExport, exporting } = useStartExport();
  return (
    <Card variant="borderless">
      <PaybackAccountTable
        extraToolbar={(filters) => (
          <Button
            icon={<ExportOutlined />}
            loading={exporting}
            onClick={() => void startExport(() => paybackApi.export(filters()))}
          >
            {t('export.export')}
          </Button>
        )}
      />
    </Card>
  );
};

export default PaybackAccountPage;
