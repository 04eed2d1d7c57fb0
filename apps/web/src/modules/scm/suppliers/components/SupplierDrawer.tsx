import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatDateTime } from '../../../../shared/format';
import { useSupplierDetail } from '../use-suppliers';
import { LabelTags } from './LabelTags';
import { SupplierStateTag } from './SupplierStateTag';

/** One supplier's details, its referrer, labels and how many goods and purchase orders it has. */
export const SupplierDrawer = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('suppliers');
  const detail = useSupplierDetail(id);
  const supplier = detail.data;
  const text = (value: string | null | undefined) => value || EMPTY_VALUE;
  return (
    <Drawer
      open={id !== undefined}
      width={640}
      title={supplier?.name ?? t('supplier.detail')}
      onClose={onClose}
    >
      {!supplier ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 150 } }}>
          <Descriptions.Item label={t('supplier.state')}>
            <SupplierStateTag state={supplier.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t('supplier.creditCode')}>{text(supplier.creditCode)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.contactName')}>{supplier.contactName}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.contactPhone')}>{supplier.contactPhone}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.email')}>{text(supplier.email)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.bankName')}>{text(supplier.bankName)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.bankAccount')}>
            {text(supplier.bankAccount)}
          </Descriptions.Item>
          <Descriptions.Item label={t('supplier.region')}>{text(supplier.regionName)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.address')}>{text(supplier.address)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.referrer')}>{text(supplier.referrerName)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.labels')}>
            <LabelTags labels={supplier.labels} />
          </Descriptions.Item>
          <Descriptions.Item label={t('supplier.goodsCount')}>{supplier.goodsCount}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.purchaseCount')}>{supplier.purchaseCount}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.remark')}>{text(supplier.remark)}</Descriptions.Item>
          <Descriptions.Item label={t('supplier.createdTime')}>
            {formatDateTime(supplier.createdTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('supplier.updatedTime')}>
            {formatDateTime(supplier.updatedTime)}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
};
