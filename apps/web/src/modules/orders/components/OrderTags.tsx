import { type ChecklistStep, DocumentState, OrderSource, OrderState } from '@portal/shared/order-states';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<OrderState, string> = {
  [OrderState.awaitingBuyer]: 'default',
  [OrderState.awaitingConfirmation]: 'orange',
  [OrderState.awaitingShipment]: 'blue',
  [OrderState.partlyShipped]: 'geekblue',
  [OrderState.shipped]: 'cyan',
  [OrderState.received]: 'purple',
  [OrderState.completed]: 'success',
  [OrderState.cancelled]: 'default',
  [OrderState.refused]: 'error',
};

const DOCUMENT_COLORS: Record<DocumentState, string> = {
  [DocumentState.none]: 'default',
  [DocumentState.awaitingUpload]: 'orange',
  [DocumentState.awaitingReview]: 'processing',
  [DocumentState.approved]: 'success',
  [DocumentState.rejected]: 'error',
};

/** An order state as a coloured tag. */
export const OrderStateTag = ({ state }: { state: OrderState }) => {
  const { t } = useTranslation('orders');
  return (
    <Tag color={STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state.order_${state}`)}
    </Tag>
  );
};

/** The 超时 tag of an order past its confirmation limit. */
export const OvertimeTag = () => {
  const { t } = useTranslation('orders');
  return (
    <Tag color="red" variant="solid" style={{ marginInlineEnd: 0 }}>
      {t('state.overtime')}
    </Tag>
  );
};

/** A document state (sign-off, contract, invoice) as a coloured tag. */
export const DocumentStateTag = ({ state }: { state: DocumentState }) => {
  const { t } = useTranslation('orders');
  return (
    <Tag color={DOCUMENT_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`state.document_${state}`)}
    </Tag>
  );
};

/** Where the order comes from; channel orders need no tag, the others are marked. */
export const OrderSourceTag = ({ source }: { source: OrderSource }) => {
  const { t } = useTranslation('orders');
  if (source === OrderSource.channel) return null;
  return (
    <Tag color={source === OrderSource.manual ? 'gold' : 'lime'} style={{ marginInlineEnd: 0 }}>
      {t(`state.source_${source}`)}
    </Tag>
  );
};

/** The steps the partner must take now, as small tags ("待发货", "待上传合同" ...). */
export const BlockerTags = ({ blockers }: { blockers: readonly ChecklistStep[] }) => {
  const { t } = useTranslation('orders');
  if (blockers.length === 0) return null;
  return (
    <Flex gap={4} wrap>
      {blockers.map((step) => (
        <Tag key={step} color="volcano" variant="outlined" style={{ marginInlineEnd: 0, fontSize: 12 }}>
          {t(`checklist.blocker_${step}`)}
        </Tag>
      ))}
    </Flex>
  );
};
