import { Badge, Card, Empty, Flex, Segmented, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EMPTY_VALUE } from '../../../shared/format';
import { TodoIcon } from '../components/TodoIcon';
import { TodoOrderTable } from '../components/TodoOrderTable';
import { isTodoKind, TODOS, type TodoKind, todoLinkOf, todoOf } from '../todo-kinds';
import { useServedPaths, useTodoStats } from '../use-todo';

/** The settlement-money to-do has no orders to list: its count and the way to the settlement screen. */
const SettlementTodo = ({ count }: { count: number | undefined }) => {
  const { t } = useTranslation('orders');
  const link = todoLinkOf('settlement', useServedPaths());
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={8} align="center">
          <Typography.Text>{t('todo.settlementHint', { count: count ?? 0 })}</Typography.Text>
          {link ? <Link to={link}>{t('todo.openSettlement')}</Link> : null}
        </Flex>
      }
    />
  );
};

/**
 * /todo/order: the partner's order to-dos. The six counts of the spec as tabs (`?tab=`), and the
 * orders behind the chosen one, oldest first; to-dos made of several states (awaiting vs partly
 * shipped, missing vs rejected documents) are split by a switch.
 */
const TodoOrderPage = () => {
  const { t } = useTranslation('orders');
  const { t: tTodo } = useTranslation('todo');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const kind: TodoKind = isTodoKind(requested) ? requested : 'confirm';
  const todo = todoOf(kind);
  const stats = useTodoStats();
  const [segments, setSegments] = useState<Partial<Record<TodoKind, string>>>({});
  const segment = todo.segments.find((s) => s.key === segments[kind]) ?? todo.segments[0];

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={kind}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={TODOS.map((item) => {
          const count = stats.data?.[item.count];
          return {
            key: item.kind,
            label: (
              <Flex gap={8} align="center">
                <TodoIcon kind={item.kind} />
                <span>{tTodo(`todo.kind_${item.kind}`)}</span>
                {count === undefined ? (
                  <Typography.Text type="secondary">{stats.isError ? EMPTY_VALUE : ''}</Typography.Text>
                ) : (
                  <Badge count={count} showZero overflowCount={9999} color={count > 0 ? 'red' : 'default'} />
                )}
              </Flex>
            ),
          };
        })}
      />
      {segment ? (
        <Flex vertical gap={16}>
          {todo.segments.length > 1 ? (
            <Segmented
              value={segment.key}
              onChange={(value) => setSegments((current) => ({ ...current, [kind]: String(value) }))}
              options={todo.segments.map((s) => ({ value: s.key, label: t(`todo.segment_${s.key}`) }))}
              style={{ alignSelf: 'flex-start' }}
            />
          ) : null}
          <TodoOrderTable key={`${kind}-${segment.key}`} kind={kind} filter={segment.filter} />
        </Flex>
      ) : (
        <SettlementTodo count={stats.data?.settlementMoneyWaitConfirmCount} />
      )}
    </Card>
  );
};

export default TodoOrderPage;
