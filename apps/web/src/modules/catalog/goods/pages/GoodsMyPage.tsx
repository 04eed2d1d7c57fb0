import { Card } from 'antd';
import { GoodsTable } from '../components/GoodsTable';

/** /goods/my: the goods the signed-in account created, by state, with the goods list's actions. */
const GoodsMyPage = () => (
  <Card variant="borderless">
    <GoodsTable mine />
  </Card>
);

export default GoodsMyPage;
