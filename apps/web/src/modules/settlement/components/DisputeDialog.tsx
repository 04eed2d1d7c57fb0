import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { useFormSave } from '../../../shared/use-form-save';
import { useDisputeStatement } from '../use-statements';

/** The statement disputed, at the revision the partner saw. */
export type DisputeTarget = { id: number; statementNo: string; revision: number };

/** Asks why the statement is wrong and disputes it (the operator revises or withdraws it). */
export const DisputeDialog = ({ target, onClose }: { target: DisputeTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('settlement');
  const [form] = Form.useForm<{ reason: string }>();
  const dispute = useDisputeStatement();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { saving, save } = useFormSave(form, async (values) => {
    if (!target) return;
    await dispute.mutateAsync({ id: target.id, revision: target.revision, reason: values.reason.trim() });
    close();
  });
  return (
    <FormDialog
      open={target !== null}
      title={t('confirm.disputeTitle', { statementNo: target?.statementNo ?? '' })}
      width={560}
      form={form}
      name="statementDispute"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={close}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t('confirm.disputeIntro')}
        </Typography.Paragraph>
      }
    >
      <Form.Item
        name="reason"
        label={t('confirm.reason')}
        rules={[
          { required: true, whitespace: true, message: t('confirm.reasonRequired') },
          { max: 500, message: t('confirm.reasonTooLong') },
        ]}
      >
        <Input.TextArea rows={4} showCount maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
};
