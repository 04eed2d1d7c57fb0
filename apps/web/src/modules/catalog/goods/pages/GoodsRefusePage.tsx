import { GoodsState } from '@portal/shared/contracts/goods';
import { Card } from 'antd';
import { GoodsTable } from '../components/GoodsTable';

/** /goods/refuse: the rejected goods with the operator's reasons, to fix and resubmit. */
const GoodsRefusePage = () => (
  <Card variant="borderless">
    <GoodsTable fixedState={GoodsState.rejected} />
  </Card>
);

export default GoodsRefusePage;
