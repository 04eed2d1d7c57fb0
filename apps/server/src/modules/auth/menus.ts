import { PartnerState } from '@portal/shared/constants';
import type { UserMenuGroup } from '@portal/shared/contracts/auth';
import { MENU, viewCodeOf } from '@portal/shared/menu';
import type { AuthContext } from '../../platform/auth/auth-context';

/** The only page of a partner whose details are still to complete (spec section 4). */
const DETAILS_PATH = '/ucenter/detail';

/**
 * The menu tree of /api/auth/loadUserMenus: delivered routes whose view code the user holds
 * (an admin holds all), groups left empty dropped. A partner in state 4 gets its details page only;
 * any other partner never gets it (spec section 4: the page sends it home), and reads its details
 * where the user centre shows them (/ucenter/partner_set).
 */
export const userMenusOf = (auth: Pick<AuthContext, 'authorities' | 'partnerState'>): UserMenuGroup[] => {
  const incomplete = auth.partnerState === PartnerState.detailsToComplete;
  return MENU.map((group) => ({
    key: group.key,
    title: group.title,
    icon: group.icon,
    children: group.children
      .filter((entry) => entry.delivered)
      .filter((entry) =>
        incomplete
          ? entry.path === DETAILS_PATH
          : entry.path !== DETAILS_PATH && auth.authorities.includes(viewCodeOf(entry.path)),
      )
      .map((entry) => ({
        path: entry.path,
        title: entry.title,
        hidden: entry.hidden ?? false,
        hideSider: entry.hideSider ?? false,
        authority: viewCodeOf(entry.path),
      })),
  })).filter((group) => group.children.length > 0);
};
