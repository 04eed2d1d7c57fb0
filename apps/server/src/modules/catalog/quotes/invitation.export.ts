import { InvitationFilterSchema, type InvitationRow } from '@portal/shared/contracts/quote';
import { COMMON_COLUMNS } from '../../../platform/export/export-columns';
import { listRows, defineExport } from '../../../platform/export/export-registry';
import { translate } from '../../../platform/i18n/translate';
import { CATALOG_COLUMNS } from '../catalog-columns';
import { listInvitationsAfter } from './invitation.service';

const { channel } = CATALOG_COLUMNS;
const { state } = COMMON_COLUMNS;

export const INVITATION_EXPORT = 'store-invitations';

/** Listed in the module's manifest. */
export const invitationExport = defineExport(INVITATION_EXPORT, {
  name: 'quote.invitationExportName',
  // The search form plus the state of the tab on screen.
  filter: InvitationFilterSchema,
  columns: [
    { key: 'storeName', header: 'quote.column.store', width: 20 },
    channel,
    { key: 'categoryNames', header: 'quote.column.categories', width: 24 },
    { key: 'message', header: 'quote.column.message', width: 30 },
    { key: 'deadline', header: 'quote.column.deadline', width: 14 },
    state,
    { key: 'reason', header: 'quote.column.declineReason', width: 30 },
    { key: 'quoteCount', header: 'quote.column.quoteCount', type: 'number', width: 10 },
    { key: 'effectiveCount', header: 'quote.column.effectiveCount', type: 'number', width: 10 },
    { key: 'createdTime', header: 'quote.column.invitedTime', type: 'dateTime', width: 22 },
  ],
  rows: (db, scope, filter) =>
    listRows<InvitationRow>(
      (after, limit) => listInvitationsAfter(db, scope.partnerId, filter, after?.id, limit, scope.today),
      ({ categories, ...row }) => ({
        ...row,
        // No category means the store asks quotes in every category.
        categoryNames:
          categories.length === 0
            ? translate(scope.locale, 'quote.allCategories')
            : categories
                .map((category) => category.name)
                .join(translate(scope.locale, 'quote.categorySeparator')),
        stateName: translate(scope.locale, `quote.invitationState_${row.state}`),
      }),
    ),
});
