import { TaskLimits, type TaskRow } from '@portal/shared/contracts/tasks';
import { Form, Input, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useFinishTask } from '../use-tasks';

/** Marks a task done with an optional note of what was done. */
export const TaskDoneDialog = ({ task, onClose }: { task: TaskRow | null; onClose: () => void }) => {
  const { t } = useTranslation('tasks');
  const [form] = Form.useForm<{ note?: string }>();
  const finish = useFinishTask();

  useLayoutEffect(() => {
    if (task) form.resetFields();
  }, [task, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    if (!task) return;
    await finish.mutateAsync({ id: task.id, note: values.note?.trim() || null });
    onClose();
  });

  return (
    <FormDialog
      open={task !== null}
      title={t('finishTitle')}
      width={520}
      form={form}
      name="taskDone"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
      intro={<Typography.Paragraph style={{ marginTop: 16 }}>{task?.title}</Typography.Paragraph>}
    >
      <Form.Item name="note" label={t('form.note')}>
        <Input.TextArea
          maxLength={TaskLimits.note}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('form.notePlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
};
