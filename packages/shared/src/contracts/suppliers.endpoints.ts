import { z } from 'zod';
import { viewCodeOf } from '../menu';
import { ExportRequestedSchema } from './communal';
import { endpoints } from './endpoint';
import {
  LabelIdSchema,
  LabelInputSchema,
  LabelOptionSchema,
  LabelPageQuerySchema,
  LabelRowSchema,
  LabelUpdateSchema,
  ReferrerDeleteSchema,
  ReferrerFilterSchema,
  ReferrerInputSchema,
  ReferrerOptionPageQuerySchema,
  ReferrerOptionSchema,
  ReferrerPageQuerySchema,
  ReferrerRowSchema,
  ReferrerUpdateSchema,
  SupplierExportFilterSchema,
  SupplierIdSchema,
  SupplierInputSchema,
  SupplierOptionPageQuerySchema,
  SupplierOptionSchema,
  SupplierPageQuerySchema,
  SupplierRowSchema,
  SupplierSearchQuerySchema,
  SupplierStateCountsSchema,
  SupplierUpdateSchema,
} from './suppliers';

/** Writing suppliers, referrers and labels (MENU.md: the three pages' action). */
const SCM_EDIT = 'scm:edit';
/** Buying from suppliers (the cart, purchase orders). */
const SCM_PURCHASE = 'scm:purchase';

/**
 * The selectors serve every supply-chain and purchase screen that filters or picks a supplier,
 * referrer or label (the cart and the purchase orders filter by supplier): any scm or purchase
 * page, or either scm action, may read them. They answer ids and names only.
 */
const pickScm = {
  anyOf: [
    SCM_EDIT,
    SCM_PURCHASE,
    ...[
      '/scm/supplier',
      '/scm/referrer',
      '/scm/label',
      '/scm/goods',
      '/scm/price',
      '/scm/authorization',
      '/scm/cart',
      '/scm/transaction',
      '/purchase/order',
      '/purchase/contract',
      '/purchase/invoice',
      '/purchase/mail',
      '/purchase/signcode',
      '/todo/purchase',
    ].map(viewCodeOf),
  ],
};

const readSuppliers = viewCodeOf('/scm/supplier');
const readReferrers = viewCodeOf('/scm/referrer');
const readLabels = viewCodeOf('/scm/label');

/** Suppliers (/scm/supplier) and the supplier selectors. */
export const supplier = endpoints('scm', 'supplier', {
  search: {
    method: 'POST',
    path: '/api/goods/supplier/search',
    summary:
      'Active suppliers whose name contains `keyword`, at most 20, in name order (the supplier select)',
    auth: pickScm,
    body: SupplierSearchQuerySchema,
    data: z.array(SupplierOptionSchema),
  },
  options: {
    method: 'POST',
    path: '/api/goods/supplier/list',
    summary: "A page of the partner's suppliers whose name contains `supplierName`, in name order",
    auth: pickScm,
    body: SupplierOptionPageQuerySchema,
    rows: SupplierOptionSchema,
  },
  page: {
    method: 'POST',
    path: '/api/goods/supplier/page',
    summary: "A page of the partner's suppliers matching the filter, with goods and purchase counts",
    auth: readSuppliers,
    body: SupplierPageQuerySchema,
    rows: SupplierRowSchema,
  },
  stateCounts: {
    method: 'GET',
    path: '/api/goods/supplier/state/counts',
    summary: 'How many suppliers the partner has in each state (the list tabs)',
    auth: readSuppliers,
    data: SupplierStateCountsSchema,
  },
  detail: {
    method: 'GET',
    path: '/api/goods/supplier/detail',
    summary: 'One supplier with its referrer, labels and counts',
    auth: readSuppliers,
    query: SupplierIdSchema,
    data: SupplierRowSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/supplier/add',
    summary: 'Creates an active supplier (name and credit code unique among the partner’s suppliers)',
    auth: SCM_EDIT,
    body: SupplierInputSchema,
    data: SupplierRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/supplier/update',
    summary: 'Changes a supplier, its referrer and its labels',
    auth: SCM_EDIT,
    body: SupplierUpdateSchema,
    data: SupplierRowSchema,
  },
  disable: {
    method: 'POST',
    path: '/api/goods/supplier/disable',
    summary: 'Disables an active supplier (kept for history; no new purchase orders)',
    auth: SCM_EDIT,
    body: SupplierIdSchema,
    data: SupplierRowSchema,
  },
  enable: {
    method: 'POST',
    path: '/api/goods/supplier/enable',
    summary: 'Enables a disabled supplier again',
    auth: SCM_EDIT,
    body: SupplierIdSchema,
    data: SupplierRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/supplier/delete',
    summary: 'Deletes a supplier nothing refers to (no SCM goods, no purchase orders)',
    auth: SCM_EDIT,
    body: SupplierIdSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/supplier/export',
    summary: 'Exports the suppliers matching the filter (a task of the export centre)',
    auth: readSuppliers,
    body: SupplierExportFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Referrers (/scm/referrer) and the referrer select. */
export const referrer = endpoints('scm', 'referrer', {
  options: {
    method: 'POST',
    path: '/api/goods/referrer/list',
    summary:
      "A page of the partner's referrers whose name contains `name`, in name order (the referrer select)",
    auth: pickScm,
    body: ReferrerOptionPageQuerySchema,
    rows: ReferrerOptionSchema,
  },
  page: {
    method: 'POST',
    path: '/api/goods/referrer/page',
    summary: "A page of the partner's referrers with how many suppliers each introduced",
    auth: readReferrers,
    body: ReferrerPageQuerySchema,
    rows: ReferrerRowSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/referrer/add',
    summary: 'Creates a referrer (name unique among the partner’s referrers)',
    auth: SCM_EDIT,
    body: ReferrerInputSchema,
    data: ReferrerRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/referrer/update',
    summary: 'Changes a referrer',
    auth: SCM_EDIT,
    body: ReferrerUpdateSchema,
    data: ReferrerRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/referrer/delete',
    summary: 'Deletes a referrer; refused while suppliers name it unless `unlink` clears it from them',
    auth: SCM_EDIT,
    body: ReferrerDeleteSchema,
  },
  export: {
    method: 'POST',
    path: '/api/goods/referrer/export',
    summary: 'Exports the referrers matching the filter (a task of the export centre)',
    auth: readReferrers,
    body: ReferrerFilterSchema,
    data: ExportRequestedSchema,
  },
});

/** Labels (/scm/label) and the label select. */
export const label = endpoints('scm', 'label', {
  list: {
    method: 'POST',
    path: '/api/goods/label/list',
    summary: "All the partner's labels with their colours, in sort order (the label select)",
    auth: pickScm,
    data: z.array(LabelOptionSchema),
  },
  page: {
    method: 'POST',
    path: '/api/goods/label/page',
    summary: "A page of the partner's labels with how many suppliers and SCM goods carry each",
    auth: readLabels,
    body: LabelPageQuerySchema,
    rows: LabelRowSchema,
  },
  add: {
    method: 'POST',
    path: '/api/goods/label/add',
    summary: 'Creates a label (name unique among the partner’s labels)',
    auth: SCM_EDIT,
    body: LabelInputSchema,
    data: LabelRowSchema,
  },
  update: {
    method: 'POST',
    path: '/api/goods/label/update',
    summary: 'Changes a label',
    auth: SCM_EDIT,
    body: LabelUpdateSchema,
    data: LabelRowSchema,
  },
  delete: {
    method: 'POST',
    path: '/api/goods/label/delete',
    summary: 'Deletes a label and removes it from its suppliers and SCM goods',
    auth: SCM_EDIT,
    body: LabelIdSchema,
  },
});
