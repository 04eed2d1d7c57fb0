import type { Locale } from '../../../platform/i18n/locale';
import { translate } from '../../../platform/i18n/translate';

/**
 * A brand authorization as cells of an export, as the brand, brand authorization and goods
 * authorization lists show it: its state's name ('not applied' without one) and its level's name
 * (an empty cell without one).
 */
export const authorizationCells = (
  locale: Locale,
  state: number | null | undefined,
  level: number | null | undefined,
) => ({
  stateName: translate(locale, state == null ? 'brand.noAuthorization' : `brand.state_${state}`),
  levelName: level == null ? null : translate(locale, `brand.level_${level}`),
});
