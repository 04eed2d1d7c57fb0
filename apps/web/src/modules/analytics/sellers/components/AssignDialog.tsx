import { Form } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { SellerSelect } from '../../../../shared/selectors/SellerSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAssignCustomers } from '../use-sellers';

type Values = { sellerId?: number };

/** Assigns (or re-assigns) one or many customers to an active seller. */
export const AssignDialog = ({
  customerIds,
  currentSellerId,
  onClose,
  onDone,
}: {
  /** The customers to assign; null: closed. */
  customerIds: number[] | null;
  /** One customer's seller now (preselected), if any. */
  currentSellerId?: number | null;
  onClose: () => void;
  onDone?: () => void;
}) => {
  const { t } = useTranslation('sellers');
  const [form] = Form.useForm<Values>();
  const assign = useAssignCustomers();

  useLayoutEffect(() => {
    if (!customerIds) return;
    form.resetFields();
    if (currentSellerId) form.setFieldsValue({ sellerId: currentSellerId });
  }, [customerIds, currentSellerId, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    await assign.mutateAsync({ customerIds: customerIds ?? [], sellerId: values.sellerId as number });
    onDone?.();
    onClose();
  });

  return (
    <FormDialog
      open={customerIds !== null}
      title={t('customer.assignTitle')}
      width={520}
      form={form}
      name="assign"
      labelWidth={100}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={t('customer.assignIntro', { count: customerIds?.length ?? 0 })}
    >
      <Form.Item
        name="sellerId"
        label={t('customer.assignTo')}
        rules={[{ required: true, message: t('customer.assignRequired') }]}
      >
        <SellerSelect activeOnly style={{ width: '100%' }} allowClear={false} />
      </Form.Item>
    </FormDialog>
  );
};
