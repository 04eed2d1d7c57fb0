import type { Locale } from '../i18n/locale';
import { translate } from '../i18n/translate';

/** Shown for a value that is not there, as the web shows it. */
export const EMPTY_CELL = '-';

/**
 * A state change as one cell: 'from → to' with the names `nameOf` gives (translated), only 'to' for
 * a first state, null when the state did not change.
 */
export const transitionCell = (
  nameOf: (state: number) => string,
  from: number | null,
  to: number | null,
): string | null => {
  if (to === null) return null;
  return from === null ? nameOf(to) : `${nameOf(from)} → ${nameOf(to)}`;
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? EMPTY_CELL : String(value);

/**
 * Changed values as one cell, 'label: before → after' each, joined by '; '; null when nothing
 * changed. `labelOf` names an entry (e.g. a translated field name), `shownAs` may translate values.
 */
export const changesCell = (
  changes: Readonly<Record<string, readonly [unknown, unknown]>> | null,
  labelOf: (key: string) => string = (key) => key,
  shownAs: (key: string, value: unknown) => unknown = (_key, value) => value,
): string | null => {
  if (!changes) return null;
  const parts = Object.entries(changes).map(
    ([key, [before, after]]) =>
      `${labelOf(key)}: ${shown(shownAs(key, before))} → ${shown(shownAs(key, after))}`,
  );
  return parts.length > 0 ? parts.join('; ') : null;
};

/** A change record of a list's history (brand records, channel records). */
type ChangeRecord = {
  action: string;
  stateFrom: number | null;
  stateTo: number | null;
  operator: string | null;
};

/**
 * The cells every change record has, in `locale`: the action's name (message `<actions><action>`),
 * the state change (names `<states><state>`, see transitionCell) and who made it (the message
 * `noOperator` for a change the system or the platform made).
 */
export const changeRecordCells = (
  locale: Locale,
  keys: { actions: string; states: string; noOperator: string },
  record: ChangeRecord,
) => ({
  actionName: translate(locale, `${keys.actions}${record.action}`),
  stateChange: transitionCell(
    (state) => translate(locale, `${keys.states}${state}`),
    record.stateFrom,
    record.stateTo,
  ),
  operatorName: record.operator ?? translate(locale, keys.noOperator),
});
