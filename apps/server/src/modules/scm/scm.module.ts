import type { PortalModule } from '../../platform/module';
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
  routes: [supplierRoutes, backToBackRoutes, transactionRoutes],
  messages: [supplierMessages, transactionMessages],
  exports: [supplierExport, referrerExport, transactionExport, transactionGroupExport],
  opsCommands: [transactionCommand],
  // A completed channel order's lines of SCM goods become sale transactions, in its transaction.
  connect: () => onOrderCompleted(recordSaleTransactions),
};
