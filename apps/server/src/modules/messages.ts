import { registerMessages } from '../platform/i18n/translate';
import { authMessages } from './auth/auth.messages';
import { catalogMessages } from './catalog/catalog.messages';
import { quoteMessages } from './catalog/quotes/quote.messages';
import { communalMessages } from './communal/communal.messages';
import { ordersMessages } from './orders/orders.messages';
import { noticeMessages } from './partner/notice.messages';
import { partnerMessages } from './partner/partner.messages';
import { paybackMessages } from './partner/payback.messages';

// Every module's message catalogue, registered on import. The HTTP routes register their own, but
// texts are also written outside a request (notices sent by the seed, `npm run ops` and jobs), and
// a notice is stored with its text in zh-CN: those paths import this.
for (const messages of [
  authMessages,
  catalogMessages,
  quoteMessages,
  communalMessages,
  ordersMessages,
  noticeMessages,
  partnerMessages,
  paybackMessages,
]) {
  registerMessages(messages);
}
