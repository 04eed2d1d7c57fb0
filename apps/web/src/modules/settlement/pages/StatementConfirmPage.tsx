import { StatementState } from '@portal/shared/contracts/settlement';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CountedTabs } from '../../../shared/CountedTabs';
import { usePermission } from '../../../shared/use-permission';
import { StatementTable } from '../components/StatementTable';
import { useStatementStateCounts } from '../use-statements';

/** Awaiting confirmation first, then the disputed ones (with the operator) and those confirmed. */
const TABS = [
  StatementState.awaitingConfirmation,
  StatementState.disputed,
  StatementState.confirmed,
] as const;

/**
 * /settlement/confirm: the statements awaiting the partner's confirmation, each confirmed (naming the
 * revision on screen) or disputed with a reason by holders of settlement:confirm; the disputed and
 * confirmed ones beside them.
 */
const StatementConfirmPage = () => {
  const { t } = useTranslation('settlement');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = Number(searchParams.get('state'));
  const state = TABS.find((s) => s === tab) ?? StatementState.awaitingConfirmation;
  const counts = useStatementStateCounts();
  const waiting = counts.data?.[String(StatementState.awaitingConfirmation)] ?? 0;
  const { hasAll } = usePermission();
  return (
    <Card variant="borderless">
      <StatementTable
        name="confirm"
        state={state}
        header={
          <>
            {counts.data ? (
              <Alert
                type={waiting > 0 ? 'warning' : 'success'}
                showIcon
                style={{ marginBottom: 8 }}
                title={waiting > 0 ? t('confirm.waiting', { count: waiting }) : t('confirm.waitingNone')}
                description={hasAll('settlement:confirm') ? undefined : t('confirm.noAuthority')}
              />
            ) : null}
            <CountedTabs
              activeKey={String(state)}
              onChange={(key) => setSearchParams({ state: key }, { replace: true })}
              tabs={TABS.map((s) => ({ key: String(s), label: t(`state.statement_${s}`) }))}
              counts={counts}
            />
          </>
        }
      />
    </Card>
  );
};

export default StatementConfirmPage;
