import { RightOutlined } from '@ant-design/icons';
import { TaskState } from '@portal/shared/analytics-states';
import type { TaskRow } from '@portal/shared/contracts/tasks';
import { Badge, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Text, TextLink } from '../../../../shared/Text';
import { useMyTasks } from '../use-tasks';
import { TaskDoneDialog } from './TaskDoneDialog';
import { TaskPriorityTag, TaskStateTag } from './TaskTags';

export const TASK_LIST_PATH = '/task/index';

/**
 * The home page's "我的任务": the caller's own open and overdue tasks, how many of each and the
 * nearest by due day, each marked done here. Shown when there are some, or when the caller's menu
 * serves the task list (`listServed`: the link to it).
 */
export const MyTasksCard = ({ listServed }: { listServed: boolean }) => {
  const { t } = useTranslation('tasks');
  const mine = useMyTasks();
  const [finishing, setFinishing] = useState<TaskRow | null>(null);
  const data = mine.data;
  if (!data || (data.open + data.overdue === 0 && !listServed)) return null;

  return (
    <Card
      variant="borderless"
      data-testid="my-tasks"
      title={
        <Flex align="center" gap={16}>
          <span>{t('mine.title')}</span>
          <Badge status="processing" text={`${t('mine.open')} ${data.open}`} />
          <Badge status="error" text={`${t('mine.overdue')} ${data.overdue}`} />
        </Flex>
      }
      extra={
        listServed ? (
          <Link to={`${TASK_LIST_PATH}?mine=1`}>
            {t('mine.all')} <RightOutlined />
          </Link>
        ) : null
      }
    >
      {data.rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.empty')} />
      ) : (
        <Flex vertical>
          {data.rows.map((task) => (
            <Flex
              key={task.id}
              className="my-task-row"
              align="center"
              justify="space-between"
              gap={12}
              style={{ padding: '8px 0', borderBottom: '1px solid var(--ant-color-split)' }}
            >
              <Flex align="center" gap={8} style={{ minWidth: 0, flex: 1 }}>
                <TaskPriorityTag priority={task.priority} />
                <Typography.Text ellipsis style={{ minWidth: 0 }}>
                  {task.title}
                </Typography.Text>
                {task.state === TaskState.overdue ? <TaskStateTag state={task.state} /> : null}
              </Flex>
              <Flex align="center" gap={16} style={{ flex: 'none' }}>
                <Text
                  type={task.state === TaskState.overdue ? 'danger' : 'secondary'}
                  style={{ fontSize: 12 }}
                >
                  {t('mine.due', { day: task.dueDay })}
                </Text>
                {task.mayFinish ? (
                  <TextLink onClick={() => setFinishing(task)}>{t('finish')}</TextLink>
                ) : null}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
      <TaskDoneDialog task={finishing} onClose={() => setFinishing(null)} />
    </Card>
  );
};
