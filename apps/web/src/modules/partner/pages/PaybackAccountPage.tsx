import { Card } from 'antd';
import { ExportButton } from '../../communal/components/ExportButton';
import { PaybackAccountTable } from '../components/PaybackAccountTable';
import { paybackApi } from '../partner.api';

/** /ucenter/payback_account: the payback account list with its export. */
const PaybackAccountPage = () => {
  return (
    <Card variant="borderless">
      <PaybackAccountTable
        extraToolbar={(filters) => <ExportButton request={() => paybackApi.export(filters())} />}
      />
    </Card>
  );
};

export default PaybackAccountPage;
