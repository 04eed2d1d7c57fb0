import type { PortalModule } from '../../platform/module';
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
  routes: [supplierRoutes, scmGoodsRoutes, purchaseRoutes],
  messages: [supplierMessages, scmGoodsMessages, purchaseMessages],
  exports: [
    supplierExport,
    referrerExport,
    scmGoodsExport,
    scmPriceExport,
    scmPriceChangeExport,
    scmAuthorizationExport,
    purchaseExport,
    deliveryExport,
  ],
  dailyTasks: [scmAuthorizationWarningsTask],
  seed: seedScmData,
  opsCommands: [supplierCommand, purchaseCommand],
  simulators: [scmPricesSimulator, purchasesSimulator],
};
