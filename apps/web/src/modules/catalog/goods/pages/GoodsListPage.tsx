import { Card } from 'antd';
import { GoodsTable } from '../components/GoodsTable';

/** /goods/index: every goods of the partner, by state. */
const GoodsListPage = () => (
  <Card variant="borderless">
    <GoodsTable />
  </Card>
);

export default GoodsListPage;
