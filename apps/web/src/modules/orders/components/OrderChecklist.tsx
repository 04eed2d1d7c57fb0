import {
  CheckCircleFilled,
  ClockCircleOutlined,
  ExclamationCircleFilled,
  MinusCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ChecklistItem, ChecklistStatus, ChecklistStep } from '@portal/shared/contracts/orders';
import { Alert, Button, Flex, Steps, Tag, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DOCUMENT_STEPS: readonly ChecklistStep[] = ['sign', 'contract', 'invoice'];

const STATUS_TAGS: Record<ChecklistStatus, string> = {
  done: 'success',
  todo: 'warning',
  waiting: 'processing',
  later: 'default',
  skipped: 'default',
};

export type OrderChecklistProps = {
  checklist: readonly ChecklistItem[];
  /** The order has ended (completed, cancelled, refused): nothing blocks it any more. */
  ended: boolean;
  /** The action of a step the partner must take (undefined: none, or not allowed). */
  actionOf: (step: ChecklistStep) => { label: string; run: () => void } | undefined;
};

/**
 * What stands between the order and its completion, step by step (confirm, ship, sign-off,
 * contract, invoice, review): done, the partner's to-do (with its action), waiting on someone else,
 * not due yet, or not needed. A summary above says what the partner must do now.
 */
export const OrderChecklist = ({ checklist, ended, actionOf }: OrderChecklistProps) => {
  const { t } = useTranslation('orders');
  const { token } = theme.useToken();
  const todo = checklist.filter((item) => item.status === 'todo');
  const waiting = checklist.filter((item) => item.status === 'waiting');
  const names = (items: readonly ChecklistItem[]) =>
    items.map((item) => t(`checklist.step_${item.step}`)).join(t('checklist.separator'));

  const icons: Record<ChecklistStatus, ReactNode> = {
    done: <CheckCircleFilled style={{ color: token.colorSuccess }} />,
    todo: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
    waiting: <ClockCircleOutlined style={{ color: token.colorPrimary }} />,
    later: <MinusCircleOutlined style={{ color: token.colorTextQuaternary }} />,
    skipped: <StopOutlined style={{ color: token.colorTextQuaternary }} />,
  };

  let summary: ReactNode = null;
  if (todo.length > 0) {
    summary = <Alert type="warning" showIcon title={t('checklist.todoSummary', { steps: names(todo) })} />;
  } else if (!ended && waiting.length > 0) {
    summary = <Alert type="info" showIcon title={t('checklist.waitingSummary', { steps: names(waiting) })} />;
  } else if (!ended) {
    summary = <Alert type="info" showIcon title={t('checklist.nothingToDo')} />;
  }

  return (
    <Flex vertical gap={20}>
      {summary}
      <Steps
        className="order-checklist"
        titlePlacement="vertical"
        items={checklist.map((item) => {
          const action = item.status === 'todo' ? actionOf(item.step) : undefined;
          const muted = item.status === 'skipped' || item.status === 'later';
          return {
            key: item.step,
            status: item.status === 'done' ? 'finish' : item.status === 'todo' ? 'process' : 'wait',
            icon: icons[item.status],
            title: (
              <Typography.Text
                strong={item.status === 'todo'}
                type={muted ? 'secondary' : undefined}
                delete={item.status === 'skipped'}
              >
                {t(`checklist.step_${item.step}`)}
              </Typography.Text>
            ),
            content: (
              <Flex vertical gap={4} align="center" data-step={item.step} data-status={item.status}>
                <Tag color={STATUS_TAGS[item.status]} style={{ marginInlineEnd: 0 }}>
                  {t(`checklist.status_${item.status}`)}
                </Tag>
                {item.detail ? (
                  <Typography.Text
                    // A document step's detail is the reason of its rejection; the others are progress.
                    type={DOCUMENT_STEPS.includes(item.step) ? 'danger' : 'secondary'}
                    style={{ fontSize: 12, textAlign: 'center' }}
                  >
                    {item.detail}
                  </Typography.Text>
                ) : null}
                {action ? (
                  <Button size="small" type="primary" onClick={action.run}>
                    {action.label}
                  </Button>
                ) : null}
              </Flex>
            ),
          };
        })}
      />
    </Flex>
  );
};
