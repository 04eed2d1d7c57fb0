import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';

export type FormDialogProps<V> = {
  open: boolean;
  title: ReactNode;
  width: number;
  form: FormInstance<V>;
  /** The form's name: its fields get the ids `<name>_<field>`. */
  name: string;
  /** Width of the labels' column in pixels. */
  labelWidth: number;
  /** While true the OK button spins (useFormSave's `saving`). */
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  /** Shown above the form (a hint about what the dialog does). */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * The portal's edit dialog: a modal around a horizontal form, OK saves and Cancel closes. The form
 * stays mounted while hidden (forceRender) so the owner can reset and fill it before it opens.
 */
export const FormDialog = <V,>({
  open,
  title,
  width,
  form,
  name,
  labelWidth,
  saving,
  onSave,
  onClose,
  intro,
  children,
}: FormDialogProps<V>) => (
  <Modal
    open={open}
    title={title}
    width={width}
    onCancel={onClose}
    onOk={onSave}
    confirmLoading={saving}
    forceRender
  >
    {intro}
    <Form
      form={form}
      name={name}
      labelCol={{ flex: `${labelWidth}px` }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      style={{ marginTop: intro ? 0 : 24 }}
    >
      {children}
    </Form>
  </Modal>
);
