import { TASK_PRIORITIES, TaskLimits, TaskPriority, type TaskRow } from '@portal/shared/contracts/tasks';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../shared/FormDialog';
import { useFormSave } from '../../../../shared/use-form-save';
import { useAddTask, useTaskAssignees, useUpdateTask } from '../use-tasks';

type Values = {
  title: string;
  content?: string;
  assigneeId: number;
  dueDay: Dayjs;
  priority: TaskPriority;
};

/** A task to create (`{}`), to edit (its row), or none (closed). */
export type TaskFormTarget = { task?: TaskRow };

/** Creates a task for an account of the partner (due today or later) or edits one not done. */
export const TaskFormDialog = ({
  target,
  onClose,
}: {
  target: TaskFormTarget | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('tasks');
  const [form] = Form.useForm<Values>();
  const add = useAddTask();
  const update = useUpdateTask();
  const assignees = useTaskAssignees(target !== null);
  const editing = target?.task;

  useLayoutEffect(() => {
    if (!target) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        title: editing.title,
        content: editing.content ?? undefined,
        assigneeId: editing.assigneeId,
        dueDay: dayjs(editing.dueDay),
        priority: editing.priority,
      });
    }
  }, [target, editing, form]);

  const { saving, save } = useFormSave(form, async (values) => {
    const input = {
      title: values.title.trim(),
      content: values.content?.trim() || null,
      assigneeId: values.assigneeId,
      dueDay: values.dueDay.format('YYYY-MM-DD'),
      priority: values.priority,
    };
    if (editing) await update.mutateAsync({ ...input, id: editing.id });
    else await add.mutateAsync(input);
    onClose();
  });

  const today = dayjs().startOf('day');

  return (
    <FormDialog
      open={target !== null}
      title={editing ? t('editTitle') : t('addTitle')}
      width={600}
      form={form}
      name="task"
      labelWidth={90}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[{ required: true, whitespace: true, message: t('form.title_required') }]}
      >
        <Input maxLength={TaskLimits.title} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('form.content')}>
        <Input.TextArea maxLength={TaskLimits.content} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Form.Item
        name="assigneeId"
        label={t('form.assignee')}
        rules={[{ required: true, message: t('form.assignee_required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={assignees.isLoading}
          style={{ width: 260 }}
          options={(assignees.data ?? []).map((account) => ({
            value: account.id,
            label:
              account.name === account.username ? account.name : `${account.name}（${account.username}）`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="dueDay"
        label={t('form.dueDay')}
        rules={[{ required: true, message: t('form.dueDay_required') }]}
      >
        <DatePicker
          style={{ width: 180 }}
          disabledDate={(day) =>
            day.isBefore(today, 'day') && !(editing && day.isSame(dayjs(editing.dueDay), 'day'))
          }
        />
      </Form.Item>
      <Form.Item name="priority" label={t('form.priority')} initialValue={TaskPriority.normal}>
        <Radio.Group
          optionType="button"
          options={TASK_PRIORITIES.map((value) => ({ value, label: t(`priority_${value}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
};
