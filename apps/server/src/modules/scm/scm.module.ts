import type { PortalModule } from '../../platform/module';
import { purchaseMailCommand } from './purchase/mailing.command';
import { mailingDeliveryTask } from './purchase/mailing.jobs';
import {
  purchaseContractExport,
  purchaseInvoiceExport,
  purchaseMailExport,
} from './purchase/purchase-documents.export';
import { purchaseDocumentsMessages } from './purchase/purchase-documents.messages';
import { purchaseDocumentsRoutes } from './purchase/purchase-documents.routes';
import { purchaseCommand } from './purchase/purchase.command';
import { deliveryExport, purchaseExport } from './purchase/purchase.export';
import { purchaseMessages } from './purchase/purchase.messages';
import { purchaseRoutes } from './purchase/purchase.routes';
import { purchasesSimulator } from './purchase/purchase-simulator';
import { seedScmData } from './scm.seed';
import { supplierCommand } from './suppliers/supplier.command';
import { scmAuthorizationWarningsTask } from './goods/scm-authorization-warnings';
import {
  scmAuthorizationExport,
  scmGoodsExport,
  scmPriceChangeExport,
  scmPriceExport,
} from './goods/scm-goods.export';
import { scmGoodsMessages } from './goods/scm-goods.messages';
import { scmGoodsRoutes } from './goods/scm-goods.routes';
import { scmPricesSimulator } from './goods/scm-price-simulator';
import { onOrderCompleted } from '../orders/order-completion';
import { backToBackRoutes } from './purchase/back-to-back.routes';
import { referrerExport, supplierExport } from './suppliers/suppliers.export';
import { supplierMessages } from './suppliers/suppliers.messages';
import { supplierRoutes } from './suppliers/suppliers.routes';
import { transactionCommand } from './transactions/transaction.command';
import { recordSaleTransactions } from './transactions/transaction-recording';
import { transactionExport, transactionGroupExport } from './transactions/transactions.export';
import { transactionMessages } from './transactions/transactions.messages';
import { transactionRoutes } from './transactions/transactions.routes';

/**
 * Supply chain and purchase (DOMAIN.md): the partner's upstream suppliers, referrers and labels
 * (suppliers/); the goods suppliers offer, their cost prices and authorization letters (goods/); the
 * cart, purchase orders to suppliers through receipt with a sign code, their contracts, invoices and
 * mailings, back-to-back purchasing for channel orders and the purchase to-dos (purchase/); every
 * purchase and sale of SCM goods with its margin (transactions/). scm reads orders and catalog
 * through their service functions.
 */
export const scmModule: PortalModule = {
  name: 'scm',
  routes: [
    supplierRoutes,
    scmGoodsRoutes,
    purchaseRoutes,
    purchaseDocumentsRoutes,
    backToBackRoutes,
    transactionRoutes,
  ],
  messages: [
    supplierMessages,
    scmGoodsMessages,
    purchaseMessages,
    purchaseDocumentsMessages,
    transactionMessages,
  ],
  exports: [
    supplierExport,
    referrerExport,
    scmGoodsExport,
    scmPriceExport,
    scmPriceChangeExport,
    scmAuthorizationExport,
    purchaseExport,
    deliveryExport,
    purchaseContractExport,
    purchaseInvoiceExport,
    purchaseMailExport,
    transactionExport,
    transactionGroupExport,
  ],
  dailyTasks: [scmAuthorizationWarningsTask, mailingDeliveryTask],
  seed: seedScmData,
  opsCommands: [supplierCommand, purchaseCommand, purchaseMailCommand, transactionCommand],
  simulators: [scmPricesSimulator, purchasesSimulator],
  // A completed channel order's lines of SCM goods become sale transactions, in its transaction.
  connect: () => onOrderCompleted(recordSaleTransactions),
};
