import { STATEMENT_STATES } from '@portal/shared/contracts/settlement';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountedTabs, useStateTabs } from '../../../shared/CountedTabs';
import { StatementTable } from '../components/StatementTable';
import { useStatementStateCounts } from '../use-statements';

/**
 * /settlement/settle: the partner's statements by state (`?state=1`), searched by number, channel,
 * period and amount, exported; each one's details, lines, payout proof and A4 print view.
 */
const StatementListPage = () => {
  const { t } = useTranslation('settlement');
  const [state, tabs] = useStateTabs(STATEMENT_STATES, {
    all: t('state.all'),
    of: (key) => t(`state.statement_${key}`),
  });
  const counts = useStatementStateCounts();
  return (
    <Card variant="borderless">
      <StatementTable name="list" state={state} header={<CountedTabs {...tabs} counts={counts} />} />
    </Card>
  );
};

export default StatementListPage;
