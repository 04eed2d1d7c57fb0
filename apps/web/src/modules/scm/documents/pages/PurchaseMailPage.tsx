import { Card } from 'antd';
import { MailingList } from '../components/MailingList';

/** /purchase/mail: the invoice mailings, a new one, and where each is. */
const PurchaseMailPage = () => (
  <Card variant="borderless">
    <MailingList />
  </Card>
);

export default PurchaseMailPage;
