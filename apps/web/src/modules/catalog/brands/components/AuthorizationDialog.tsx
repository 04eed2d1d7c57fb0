import {
  type Authorization,
  type AuthorizationLevel,
  AuthorizationLevel as Level,
} from '@portal/shared/contracts/brand';
import { DatePicker, Form, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../../shared/selectors/BrandSelect';
import { useFormSave } from '../../../../shared/use-form-save';
import { FormDialog } from '../../../../shared/FormDialog';
import { FileUpload } from '../../../communal/components/FileUpload';
import { useSaveAuthorization } from '../use-brands';

/** What the dialog opens with: an application to change, or a new one (perhaps for a chosen brand). */
export type AuthorizationDialogTarget =
  | { mode: 'resubmit'; authorization: Authorization }
  | { mode: 'apply'; brand?: { brandId: number; brandName: string } };

export type AuthorizationDialogProps = {
  target: AuthorizationDialogTarget | null;
  onClose: () => void;
  /** After a save (every brand list has been asked again already). */
  onSaved?: () => void;
};

type AuthorizationForm = {
  brand?: { brandId: number; brandName: string };
  level: AuthorizationLevel;
  validity: [Dayjs, Dayjs];
  letterFileId: number | null;
};

const LEVELS = [Level.owner, Level.firstAgent, Level.secondAgent];
const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * Applies for a brand authorization, or changes a pending or rejected one: brand, level, validity
 * and the authorization letter (image or pdf). The operator's review follows.
 */
export const AuthorizationDialog = ({ target, onClose, onSaved }: AuthorizationDialogProps) => {
  const { t } = useTranslation('catalog');
  const [form] = Form.useForm<AuthorizationForm>();
  const saveAuthorization = useSaveAuthorization();
  const resubmitting = target?.mode === 'resubmit' ? target.authorization : undefined;

  // Reset before the dialog is painted, so nothing typed into it at once is wiped.
  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.mode === 'resubmit') {
      const { authorization } = target;
      form.setFieldsValue({
        brand: { brandId: authorization.brandId, brandName: authorization.brandName },
        level: authorization.level,
        validity: [dayjs(authorization.validFrom), dayjs(authorization.validTo)],
        letterFileId: authorization.letterFileId,
      });
    } else if (target.brand) {
      form.setFieldsValue({ brand: target.brand });
    }
  }, [target, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const details = {
      level: values.level,
      validFrom: values.validity[0].format(DAY_FORMAT),
      validTo: values.validity[1].format(DAY_FORMAT),
      letterFileId: values.letterFileId as number,
    };
    await saveAuthorization.mutateAsync(
      resubmitting
        ? { ...details, id: resubmitting.id }
        : { ...details, brandId: values.brand?.brandId as number },
    );
    onClose();
    onSaved?.();
  });

  return (
    <FormDialog
      open={target !== null}
      title={resubmitting ? t('authorization.resubmitTitle') : t('authorization.applyTitle')}
      width={680}
      form={form}
      name="authorization"
      labelWidth={120}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      {resubmitting?.reason ? (
        <Form.Item label={t('authorization.reason')}>
          <Typography.Text type="danger">{resubmitting.reason}</Typography.Text>
        </Form.Item>
      ) : null}
      <Form.Item
        name="brand"
        label={t('authorization.brand')}
        rules={[{ required: true, message: t('authorization.brandRequired') }]}
      >
        <BrandSelect disabled={resubmitting !== undefined} />
      </Form.Item>
      <Form.Item
        name="level"
        label={t('authorization.level')}
        rules={[{ required: true, message: t('authorization.levelRequired') }]}
      >
        <Radio.Group
          options={LEVELS.map((level) => ({ value: level, label: t(`authorization.level_${level}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="validity"
        label={t('authorization.validity')}
        rules={[{ required: true, message: t('authorization.validityRequired') }]}
      >
        <DatePicker.RangePicker />
      </Form.Item>
      <Form.Item
        name="letterFileId"
        label={t('authorization.letter')}
        extra={t('authorization.letterHint')}
        rules={[{ required: true, message: t('authorization.letterRequired') }]}
      >
        <FileUpload
          kinds={['image', 'pdf']}
          previewUrl={resubmitting?.letterUrl}
          previewName={resubmitting?.letterName}
        />
      </Form.Item>
    </FormDialog>
  );
};
