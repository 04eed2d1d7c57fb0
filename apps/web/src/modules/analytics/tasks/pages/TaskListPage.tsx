import { PlusOutlined } from '@ant-design/icons';
import { TASK_STATES, TaskState } from '@portal/shared/analytics-states';
import type { TaskRow } from '@portal/shared/contracts/tasks';
import type { TableColumnsType } from 'antd';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Authorized } from '../../../../shared/Authorized';
import { CountedTabs, useStateTabs } from '../../../../shared/CountedTabs';
import { DateRangeField } from '../../../../shared/DateRangeField';
import { EMPTY_VALUE, formatDateTime } from '../../../../shared/format';
import { PageTable, type SearchValues } from '../../../../shared/PageTable';
import { Text, TextLink } from '../../../../shared/Text';
import { usePermission } from '../../../../shared/use-permission';
import { TaskDoneDialog } from '../components/TaskDoneDialog';
import { TaskFormDialog, type TaskFormTarget } from '../components/TaskFormDialog';
import { TaskPriorityTag, TaskStateTag } from '../components/TaskTags';
import {
  type TaskFilterValues,
  taskList,
  useDeleteTask,
  useReopenTask,
  useTaskAssignees,
  useTaskStateCounts,
} from '../use-tasks';

/** The search form as filters: the title trimmed, the due range as its first and last day. */
const toFilters = ({ title, assigneeId, due }: SearchValues): TaskFilterValues => {
  const range = due as [Dayjs | null, Dayjs | null] | null | undefined;
  return {
    title: (title as string | undefined)?.trim() || undefined,
    assigneeId: (assigneeId as number | undefined) ?? undefined,
    dueFrom: range?.[0]?.format('YYYY-MM-DD'),
    dueTo: range?.[1]?.format('YYYY-MM-DD'),
  };
};

const TaskSearchFields = () => {
  const { t } = useTranslation('tasks');
  const assignees = useTaskAssignees();
  return (
    <>
      <Form.Item name="title" label={t('search.title')}>
        <Input allowClear maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="assigneeId" label={t('search.assignee')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 180 }}
          options={(assignees.data ?? []).map((account) => ({ value: account.id, label: account.name }))}
        />
      </Form.Item>
      <Form.Item name="due" label={t('search.dueDay')}>
        <DateRangeField />
      </Form.Item>
    </>
  );
};

/**
 * /task/index: the partner's tasks by state (open, overdue, done, with counts), searched by title,
 * assignee and due day, "mine only"; created and edited in a dialog, marked done (by the assignee or
 * a manager) with a note, reopened and deleted.
 */
const TaskListPage = () => {
  const { t } = useTranslation('tasks');
  const [state, tabs] = useStateTabs(TASK_STATES, { all: t('all'), of: (key) => t(`state_${key}`) });
  // The home card's "all tasks" link opens the caller's own (?mine=1).
  const [searchParams] = useSearchParams();
  const [mine, setMine] = useState(() => searchParams.get('mine') === '1');
  const counts = useTaskStateCounts({ mine });
  const [editing, setEditing] = useState<TaskFormTarget | null>(null);
  const [finishing, setFinishing] = useState<TaskRow | null>(null);
  const reopen = useReopenTask();
  const removal = useDeleteTask();
  const canEdit = usePermission().hasAll('task:edit');
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const columns: TableColumnsType<TaskRow> = [
    {
      title: t('column.title'),
      key: 'title',
      width: 240,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <Text strong>{row.title}</Text>
          {row.content ? (
            <Text
              type="secondary"
              ellipsis={{ tooltip: row.content }}
              style={{ fontSize: 12, maxWidth: 220 }}
            >
              {row.content}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: t('column.assignee'),
      dataIndex: 'assigneeName',
      key: 'assignee',
      width: 100,
      render: (value: string | null) => value ?? EMPTY_VALUE,
    },
    {
      title: t('column.dueDay'),
      dataIndex: 'dueDay',
      key: 'dueDay',
      width: 105,
      sorter: true,
      render: (value: string, row) =>
        row.state === TaskState.overdue ? <Text type="danger">{value}</Text> : value,
    },
    {
      title: t('column.priority'),
      dataIndex: 'priority',
      key: 'priority',
      width: 75,
      sorter: true,
      render: (_value, row) => <TaskPriorityTag priority={row.priority} />,
    },
    {
      title: t('column.state'),
      key: 'state',
      width: 80,
      render: (_value, row) => <TaskStateTag state={row.state} />,
    },
    {
      title: t('column.createdBy'),
      key: 'createdBy',
      width: 150,
      render: (_value, row) => (
        <Flex vertical gap={2}>
          <span>{row.createdByName ?? EMPTY_VALUE}</span>
          <Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(row.createdTime)}
          </Text>
        </Flex>
      ),
    },
    {
      title: t('column.done'),
      key: 'done',
      width: 180,
      render: (_value, row) =>
        row.doneTime ? (
          <Flex vertical gap={2}>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {t('doneAt', { time: formatDateTime(row.doneTime) })}
            </Text>
            {row.doneNote ? (
              <Text ellipsis={{ tooltip: row.doneNote }} style={{ maxWidth: 160 }}>
                {row.doneNote}
              </Text>
            ) : null}
          </Flex>
        ) : (
          EMPTY_VALUE
        ),
    },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_value, row) => {
        return (
          <Flex gap={10}>
            {row.mayFinish ? <TextLink onClick={() => setFinishing(row)}>{t('finish')}</TextLink> : null}
            {canEdit && row.state !== TaskState.done ? (
              <TextLink onClick={() => setEditing({ task: row })}>{t('edit')}</TextLink>
            ) : null}
            {canEdit && row.state === TaskState.done ? (
              <Popconfirm
                title={t('reopenTitle')}
                onConfirm={() => quietly(reopen.mutateAsync({ id: row.id }))}
              >
                <TextLink>{t('reopen')}</TextLink>
              </Popconfirm>
            ) : null}
            {canEdit ? (
              <Popconfirm
                title={t('deleteTitle')}
                onConfirm={() => quietly(removal.mutateAsync({ id: row.id }))}
              >
                <TextLink danger>{t('delete')}</TextLink>
              </Popconfirm>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <CountedTabs {...tabs} counts={counts} />
      <PageTable<TaskRow, TaskFilterValues>
        {...taskList}
        params={{ state, mine }}
        toFilters={toFilters}
        rowKey="id"
        columns={columns}
        tableProps={{ scroll: { x: 1100 }, locale: { emptyText: t('empty') } }}
        search={<TaskSearchFields />}
        toolbar={
          <>
            <Flex align="center" gap={8}>
              <Switch size="small" checked={mine} onChange={setMine} id="task-mine" />
              <label htmlFor="task-mine">{t('search.mine')}</label>
            </Flex>
            <Authorized code="task:edit">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('add')}
              </Button>
            </Authorized>
          </>
        }
      />
      <TaskFormDialog target={editing} onClose={() => setEditing(null)} />
      <TaskDoneDialog task={finishing} onClose={() => setFinishing(null)} />
    </Card>
  );
};

export default TaskListPage;
