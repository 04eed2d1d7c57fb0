import {
  AccountBookOutlined,
  AuditOutlined,
  CarOutlined,
  EditOutlined,
  FileProtectOutlined,
} from '@ant-design/icons';
import type { PurchaseTodoStats } from '@portal/shared/contracts/purchase';
import { PurchaseState } from '@portal/shared/scm-states';
import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMPTY_VALUE } from '../../../../shared/format';
import { useServedPaths } from '../../../orders/use-todo';
import { usePurchaseTodoStats } from '../use-purchase';

type PurchaseTodo = {
  kind: 'draft' | 'submitted' | 'shipped' | 'contract' | 'invoice';
  count: keyof PurchaseTodoStats;
  icon: ComponentType;
  /** The screen that settles it, and its address' filter. */
  path: string;
  search: string;
};

const TODOS: readonly PurchaseTodo[] = [
  {
    kind: 'draft',
    count: 'draftCount',
    icon: EditOutlined,
    path: '/purchase/order',
    search: `?state=${PurchaseState.draft}`,
  },
  {
    kind: 'submitted',
    count: 'submittedCount',
    icon: AuditOutlined,
    path: '/purchase/order',
    search: `?state=${PurchaseState.submitted}`,
  },
  {
    kind: 'shipped',
    count: 'shippedCount',
    icon: CarOutlined,
    path: '/purchase/order',
    search: `?state=${PurchaseState.shipped}`,
  },
  {
    kind: 'contract',
    count: 'contractWaitUploadCount',
    icon: FileProtectOutlined,
    path: '/purchase/contract',
    search: '',
  },
  {
    kind: 'invoice',
    count: 'invoiceWaitUploadCount',
    icon: AccountBookOutlined,
    path: '/purchase/invoice',
    search: '',
  },
];

/**
 * /todo/purchase: the purchase to-dos from the kept counts, as cards (drafts to submit, orders
 * awaiting the supplier, shipped ones to receive, contracts and invoices to upload); each opens the
 * list that settles it when the user's menu serves that list.
 */
const TodoPurchasePage = () => {
  const { t } = useTranslation('purchase');
  const stats = usePurchaseTodoStats();
  const served = useServedPaths();
  return (
    <Card variant="borderless" title={t('todo.title')}>
      <Row gutter={[16, 16]}>
        {TODOS.map((todo) => {
          const Icon = todo.icon;
          const count = stats.data?.[todo.count];
          const card = (
            <Card
              hoverable={served.has(todo.path)}
              className="todo-card"
              data-todo={todo.kind}
              style={{ height: '100%' }}
            >
              <Flex align="flex-start" gap={16}>
                <span style={{ fontSize: 30, color: 'var(--ant-color-primary)' }}>
                  <Icon />
                </span>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Typography.Text strong>{t(`todo.kind_${todo.kind}`)}</Typography.Text>
                  <Typography.Text className="todo-card-count" style={{ fontSize: 28, lineHeight: 1.2 }}>
                    {count ?? EMPTY_VALUE}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`todo.hint_${todo.kind}`)}
                  </Typography.Text>
                </Flex>
              </Flex>
            </Card>
          );
          return (
            <Col key={todo.kind} xs={24} sm={12} lg={8} xxl={{ flex: '20%' }}>
              {served.has(todo.path) ? (
                <Link to={`${todo.path}${todo.search}`} style={{ display: 'block', height: '100%' }}>
                  {card}
                </Link>
              ) : (
                card
              )}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
};

export default TodoPurchasePage;
