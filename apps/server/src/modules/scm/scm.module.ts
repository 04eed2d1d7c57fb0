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
import { referrerExport, supplierExport } from './suppliers/suppliers.export';
import { supplierMessages } from './suppliers/suppliers.messages';
import { supplierRoutes } from './suppliers/suppliers.routes';

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
  routes: [supplierRoutes, purchaseRoutes, purchaseDocumentsRoutes],
  messages: [supplierMessages, purchaseMessages, purchaseDocumentsMessages],
  exports: [
    supplierExport,
    referrerExport,
    purchaseExport,
    deliveryExport,
    purchaseContractExport,
    purchaseInvoiceExport,
    purchaseMailExport,
  ],
  dailyTasks: [mailingDeliveryTask],
  seed: seedScmData,
  opsCommands: [supplierCommand, purchaseCommand, purchaseMailCommand],
  simulators: [purchasesSimulator],
};
