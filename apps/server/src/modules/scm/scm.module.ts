import type { PortalModule } from '../../platform/module';
import { supplierCommand } from './suppliers/supplier.command';
import { referrerExport, supplierExport } from './suppliers/suppliers.export';
import { supplierMessages } from './suppliers/suppliers.messages';
import { supplierRoutes } from './suppliers/suppliers.routes';
import { seedSuppliers } from './suppliers/suppliers.seed';

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
  routes: [supplierRoutes],
  messages: [supplierMessages],
  exports: [supplierExport, referrerExport],
  opsCommands: [supplierCommand],
  // The lead composes the scm seed: suppliers first, the goods, purchase and transaction steps after.
  seed: seedSuppliers,
};
