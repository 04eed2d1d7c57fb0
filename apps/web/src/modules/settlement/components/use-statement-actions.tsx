import type { StatementRow } from '@portal/shared/contracts/settlement';
import { StatementState } from '@portal/shared/contracts/settlement';
import { Button, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modal } from '../../../shared/feedback';
import { formatAmount } from '../../../shared/format';
import { TextLink } from '../../../shared/Text';
import { usePermission } from '../../../shared/use-permission';
import { useConfirmStatement } from '../use-statements';
import { DisputeDialog, type DisputeTarget } from './DisputeDialog';

type Target = Pick<StatementRow, 'id' | 'statementNo' | 'revision' | 'state' | 'settleAmount' | 'orderCount'>;

/**
 * Confirm (with a confirmation naming the revision and the amount shown) and dispute (with a reason)
 * of a statement awaiting confirmation, for holders of settlement:confirm; `dialogs` goes once on the page.
 */
export const useStatementActions = () => {
  const { t } = useTranslation('settlement');
  const { hasAll } = usePermission();
  const confirmation = useConfirmStatement();
  const [disputing, setDisputing] = useState<DisputeTarget | null>(null);
  const allowed = hasAll('settlement:confirm');

  const confirm = (row: Target) =>
    modal.confirm({
      title: t('confirm.confirmTitle', { statementNo: row.statementNo }),
      content: t('confirm.confirmIntro', {
        revision: row.revision,
        amount: formatAmount(row.settleAmount),
        count: row.orderCount,
      }),
      okText: t('confirm.confirm'),
      // The dialog spins until the lists are reloaded; a refusal was shown by the presenter.
      onOk: () => confirmation.mutateAsync({ id: row.id, revision: row.revision }).catch(() => undefined),
    });

  /** The actions of a statement in its state: links in a table row, buttons in the detail. */
  const actionsOf = (row: Target, variant: 'links' | 'buttons'): ReactNode => {
    if (!allowed || row.state !== StatementState.awaitingConfirmation) return null;
    const dispute = () => setDisputing({ id: row.id, statementNo: row.statementNo, revision: row.revision });
    return variant === 'links' ? (
      <>
        <TextLink onClick={() => void confirm(row)}>{t('confirm.confirmShort')}</TextLink>
        <TextLink danger onClick={dispute}>
          {t('confirm.disputeShort')}
        </TextLink>
      </>
    ) : (
      <Flex gap={8}>
        <Button type="primary" onClick={() => void confirm(row)}>
          {t('confirm.confirm')}
        </Button>
        <Button danger onClick={dispute}>
          {t('confirm.dispute')}
        </Button>
      </Flex>
    );
  };

  return {
    allowed,
    actionsOf,
    dialogs: <DisputeDialog target={disputing} onClose={() => setDisputing(null)} />,
  };
};
