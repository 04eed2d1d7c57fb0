import { TaskState } from '@portal/shared/analytics-states';
import { TaskPriority } from '@portal/shared/contracts/tasks';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<TaskState, string> = {
  [TaskState.open]: 'processing',
  [TaskState.done]: 'success',
  [TaskState.overdue]: 'error',
};

const PRIORITY_COLORS: Record<TaskPriority, string> = {
  [TaskPriority.high]: 'red',
  [TaskPriority.normal]: 'blue',
  [TaskPriority.low]: 'default',
};

export const TaskStateTag = ({ state }: { state: TaskState }) => {
  const { t } = useTranslation('tasks');
  return <Tag color={STATE_COLORS[state]}>{t(`state_${state}`)}</Tag>;
};

export const TaskPriorityTag = ({ priority }: { priority: TaskPriority }) => {
  const { t } = useTranslation('tasks');
  return (
    <Tag color={PRIORITY_COLORS[priority]} bordered={false}>
      {t(`priority_${priority}`)}
    </Tag>
  );
};
