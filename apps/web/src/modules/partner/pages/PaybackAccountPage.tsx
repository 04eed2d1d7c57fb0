import { Card } from 'antd';
import { ExportButton } from '../../communal/components/ExportButton';
import { PaybackAccountTable } from '../components/PaybackAccountTable';
import { paybackExport } from '../use-payback';

/** /ucenter/payback_account: the payback account list with its export. */
const PaybackAccountPage = () => {
  return (
    <Card variant="borderless">
      <PaybackAccountTable
        extraToolbar={(filters) => <ExportButton endpoint={paybackExport} filters={filters} />}
      />
    </Card>
  );
};

export default PaybackAccountPage;
