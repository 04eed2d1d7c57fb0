import { Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE } from '../../../shared/format';
import { TODOS, type TodoKind, todoLinkOf } from '../todo-kinds';
import { useServedPaths, useTodoStats } from '../use-todo';
import { TodoIcon } from './TodoIcon';

const TodoCard = ({ kind, count, to }: { kind: TodoKind; count: number | undefined; to: string | null }) => {
  const { t } = useTranslation('todo');
  const card = (
    <Card
      size="small"
      hoverable={to !== null}
      className="todo-card"
      data-todo={kind}
      style={{ height: '100%' }}
    >
      <Flex align="center" gap={12}>
        <span style={{ fontSize: 26, color: 'var(--ant-color-primary)' }}>
          <TodoIcon kind={kind} />
        </span>
        <Flex vertical style={{ minWidth: 0 }}>
          {/* Longer titles (en) wrap rather than lose their end; the row's cards keep one height. */}
          <Typography.Text type="secondary" style={{ lineHeight: 1.3 }}>
            {t(`todo.kind_${kind}`)}
          </Typography.Text>
          <Typography.Text strong className="todo-card-count" style={{ fontSize: 24, lineHeight: 1.3 }}>
            {count ?? EMPTY_VALUE}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
  return to ? (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      {card}
    </Link>
  ) : (
    card
  );
};

/**
 * The spec's six to-do counts as cards (home page); each opens the list that settles it, or shows
 * its count without a link when the user's menu does not serve that list.
 */
export const TodoCards = () => {
  const { t } = useTranslation('todo');
  const served = useServedPaths();
  const stats = useTodoStats();
  return (
    <Card variant="borderless" title={t('todo.title')}>
      <Row gutter={[12, 12]}>
        {TODOS.map((todo) => (
          <Col key={todo.kind} xs={12} sm={8} xl={4}>
            <TodoCard kind={todo.kind} count={stats.data?.[todo.count]} to={todoLinkOf(todo.kind, served)} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
