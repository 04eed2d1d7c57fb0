import { Card, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { GoodsFormView } from '../components/GoodsFormView';
import { useGoodsDetail } from '../use-goods';

/** /goods/add and /goods/edit/:id: category, brand, basics, pictures, parameters, SKUs and description. */
const GoodsEditPage = () => {
  const { id } = useParams();
  const goodsId = id ? Number(id) : undefined;
  const { data: goods, isLoading } = useGoodsDetail(goodsId);
  return (
    <Card variant="borderless">
      {goodsId !== undefined && isLoading ? <Skeleton active /> : null}
      {goodsId === undefined ? (
        <GoodsFormView />
      ) : goods ? (
        <GoodsFormView key={goods.id} goods={goods} />
      ) : null}
    </Card>
  );
};

export default GoodsEditPage;
