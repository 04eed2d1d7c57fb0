import { STATEMENT_STATES, type StatementState } from '@portal/shared/contracts/settlement';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALL_TAB, CountedTabs } from '../../../shared/CountedTabs';
import { StatementTable } from '../components/StatementTable';
import { useStatementStateCounts } from '../use-statements';

const stateOfTab = (tab: string | null): StatementState | undefined => {
  const state = Number(tab);
  return (STATEMENT_STATES as readonly number[]).includes(state) ? (state as StatementState) : undefined;
};

/**
 * /settlement/settle: the partner's statements by state (`?state=1`), searched by number, channel,
 * period and amount, exported; each one's details, lines, payout proof and A4 print view.
 */
const StatementListPage = () => {
  const { t } = useTranslation('settlement');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateOfTab(searchParams.get('state'));
  const counts = useStatementStateCounts();
  return (
    <Card variant="borderless">
      <StatementTable
        name="list"
        state={state}
        header={
          <CountedTabs
            activeKey={state === undefined ? ALL_TAB : String(state)}
            onChange={(key) => setSearchParams(key === ALL_TAB ? {} : { state: key }, { replace: true })}
            tabs={[ALL_TAB, ...STATEMENT_STATES.map(String)].map((key) => ({
              key,
              label: key === ALL_TAB ? t('state.all') : t(`state.statement_${key}`),
            }))}
            counts={counts}
          />
        }
      />
    </Card>
  );
};

export default StatementListPage;
