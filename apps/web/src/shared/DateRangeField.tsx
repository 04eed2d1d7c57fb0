import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { Form, type GetRef, theme } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useLocale } from 'antd/es/locale';
import {
  type CSSProperties,
  type MouseEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from './lazy-page';

/** What the search forms give a RangePicker (Form.Item adds id, value, onChange and aria-*). */
export type DateRangeFieldProps = Pick<
  RangePickerProps,
  | 'value'
  | 'onChange'
  | 'style'
  | 'className'
  | 'placeholder'
  | 'disabled'
  | 'allowClear'
  | 'status'
  | 'id'
  | 'aria-describedby'
  | 'aria-invalid'
  | 'aria-required'
> & { ref?: Ref<DateRangeFieldRef> };

/** antd's RangePicker, in its own chunk (with antd's date-picker chunk behind it). */
const rangePicker = onDemand(() => import('./date-range-picker').then((m) => m.RangePicker));

type RangePicker = Awaited<ReturnType<typeof rangePicker.load>>;
/** The picker's handle (Form.Item keeps it for focusField / scrollToField): the stand-in's until then. */
export type DateRangeFieldRef = GetRef<RangePicker>;
type Index = 0 | 1;
/** Where the user was in the stand-in when the picker arrived, and what they had typed there. */
type Handoff = { index: Index; text: string | null };

/** The picker's default format (rc-picker's `fieldDateFormat`), for a value shown by the stand-in. */
const DATE_FORMAT = 'YYYY-MM-DD';
/** rc-picker's `size` of a date input: the format's length + 2 (the width of a field without one). */
const INPUT_SIZE = DATE_FORMAT.length + 2;

/** Puts text into a React-controlled input as typing would (React listens to the input event). */
const typeInto = (element: Element | null, text: string): void => {
  if (!(element instanceof HTMLInputElement)) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(element, text);
  element.dispatchEvent(new Event('input', { bubbles: true }));
};

/** antd's picker rules (date-picker/style) for the parts a RangePicker at rest shows. */
const STAND_IN_CSS = `
.portal-date-range {
  box-sizing: border-box;
  position: relative;
  display: inline-flex;
  align-items: center;
  margin: 0;
  padding: var(--portal-date-range-padding);
  border: var(--portal-date-range-line) var(--portal-date-range-border);
  border-radius: var(--portal-date-range-radius);
  background: var(--portal-date-range-bg);
  color: var(--portal-date-range-text);
  font-family: var(--portal-date-range-font);
  font-size: var(--portal-date-range-font-size);
  line-height: 1;
  list-style: none;
  transition: border var(--portal-date-range-motion), box-shadow var(--portal-date-range-motion),
    background-color var(--portal-date-range-motion);
}
.portal-date-range:not([data-disabled]):hover { border-color: var(--portal-date-range-hover); }
.portal-date-range:not([data-disabled]):focus-within {
  border-color: var(--portal-date-range-active);
  box-shadow: var(--portal-date-range-shadow);
}
.portal-date-range[data-disabled] { cursor: not-allowed; }
.portal-date-range-input { position: relative; display: inline-flex; align-items: center; width: 100%; }
.portal-date-range-input > input {
  position: relative;
  display: inline-block;
  flex: auto;
  width: 100%;
  min-width: 1px;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: var(--portal-date-range-font-size);
  line-height: var(--portal-date-range-line-height);
  transition: all var(--portal-date-range-motion);
}
.portal-date-range-input > input::placeholder { color: var(--portal-date-range-placeholder); user-select: none; }
.portal-date-range-input > input:placeholder-shown { text-overflow: ellipsis; }
.portal-date-range-input > input:focus { outline: 0; box-shadow: none; }
.portal-date-range-input > input:disabled { color: var(--portal-date-range-disabled); cursor: not-allowed; }
.portal-date-range-separator { align-items: center; padding: 0 var(--portal-date-range-gap); line-height: 1; }
.portal-date-range-separator > span {
  position: relative;
  display: inline-block;
  width: 1em;
  height: var(--portal-date-range-font-size-lg);
  color: var(--portal-date-range-icon);
  font-size: var(--portal-date-range-font-size-lg);
  vertical-align: top;
  cursor: default;
}
.portal-date-range-suffix {
  display: flex;
  flex: none;
  align-self: center;
  margin-inline-start: calc(var(--portal-date-range-gap) / 2);
  color: var(--portal-date-range-icon);
  line-height: 1;
  pointer-events: none;
}
.portal-date-range-suffix > * { vertical-align: top; }
`;

/**
 * A drop-in for antd's `<DatePicker.RangePicker>` in a search form that keeps antd's date-picker
 * chunk (about 29 KB as sent) off the screen until the user reaches for the field. At rest it is a
 * stand-in drawn like the RangePicker (same box, antd's start/end placeholders of the UI language,
 * the calendar icon) from what the screen has loaded already: two inputs, the first one the field's
 * (Form.Item's label names it, as it names the picker's). Pointing at it, focusing it or clicking it
 * loads the picker, which then takes its place; when the user was in the stand-in, focus moves to
 * the same input of the picker (which opens its panel) with what they had typed. A field with a value
 * (a form filled from the URL, a saved search) loads the picker at once to show it. When the chunk
 * does not load, the stand-in shows an error state and the next interaction tries again.
 */
export const DateRangeField = ({ ref, ...props }: DateRangeFieldProps) => {
  const { value, style, className, placeholder, disabled, status, id } = props;
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [locale] = useLocale('DatePicker');
  const item = Form.Item.useStatus();
  const errorId = useId();
  const [Picker, setPicker] = useState<RangePicker | undefined>(rangePicker.loaded);
  const [failed, setFailed] = useState(false);
  // What the user typed in the stand-in's inputs (null: untouched), for the picker to take over.
  const [typed, setTyped] = useState<[string | null, string | null]>([null, null]);
  const typedRef = useRef(typed);
  const inputs = useRef<[HTMLInputElement | null, HTMLInputElement | null]>([null, null]);
  const pickerRef = useRef<DateRangeFieldRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const loading = useRef(false);
  const mounted = useRef(false);

  useImperativeHandle(
    ref,
    () => ({
      get nativeElement() {
        return (pickerRef.current?.nativeElement ?? rootRef.current) as HTMLDivElement;
      },
      focus: (options) =>
        pickerRef.current ? pickerRef.current.focus(options) : inputs.current[0]?.focus(options),
      blur: () => (pickerRef.current ? pickerRef.current.blur() : inputs.current[0]?.blur()),
    }),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    rangePicker.load().then(
      (component) => {
        loading.current = false;
        if (!mounted.current) return;
        const index = inputs.current.findIndex((input) => input !== null && input === document.activeElement);
        setHandoff(index === -1 ? null : { index: index as Index, text: typedRef.current[index] });
        setFailed(false);
        setPicker(() => component);
      },
      (error: unknown) => {
        loading.current = false;
        console.error('the date picker did not load', error);
        if (mounted.current) setFailed(true);
      },
    );
  }, []);

  // A value to show: the picker at once.
  const hasValue = Boolean(value?.[0] || value?.[1]);
  useEffect(() => {
    if (hasValue && !Picker) load();
  }, [hasValue, Picker, load]);

  // The picker has taken the stand-in's place (opened, when the user was in the stand-in): they
  // carry on in the same input.
  useLayoutEffect(() => {
    if (!Picker || !handoff) return;
    const options: FocusOptions & { index: Index } = { index: handoff.index };
    pickerRef.current?.focus(options);
    const { text } = handoff;
    if (!text) return;
    // Once the picker has taken the focus in (its input is active): an inactive one drops its text.
    const input = document.activeElement;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === input) typeInto(input, text);
    });
    return () => cancelAnimationFrame(frame);
  }, [Picker, handoff]);

  if (Picker) return <Picker ref={pickerRef} defaultOpen={handoff !== null} {...props} />;

  const disabledAt = (index: Index) =>
    Array.isArray(disabled) ? Boolean(disabled[index]) : Boolean(disabled);
  const allDisabled = disabledAt(0) && disabledAt(1);
  const ids = typeof id === 'object' ? [id.start, id.end] : [id, undefined];
  const placeholders = placeholder ?? locale.lang.rangePlaceholder ?? ['', ''];
  const error = failed || status === 'error' || item.status === 'error';
  const describedBy = [props['aria-describedby'], failed ? errorId : undefined].filter(Boolean).join(' ');

  const use = () => {
    if (!allDisabled) load();
  };
  // A press beside the inputs (separator, icon, padding) goes to an input, as in the picker.
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (allDisabled || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    inputs.current[disabledAt(0) ? 1 : 0]?.focus();
  };

  const paddingBlock = Math.max(
    Math.round(((token.controlHeight - token.fontSize * token.lineHeight) / 2) * 10) / 10 - token.lineWidth,
    0,
  );
  const rootStyle = {
    '--portal-date-range-padding': `${paddingBlock}px ${token.paddingSM - token.lineWidth}px`,
    '--portal-date-range-line': `${token.lineWidth}px ${token.lineType}`,
    '--portal-date-range-border': error ? token.colorError : token.colorBorder,
    '--portal-date-range-hover': error ? token.colorErrorHover : token.colorPrimaryHover,
    '--portal-date-range-active': error ? token.colorError : token.colorPrimary,
    '--portal-date-range-shadow': `0 0 0 ${token.controlOutlineWidth}px ${error ? token.colorErrorOutline : token.controlOutline}`,
    '--portal-date-range-radius': `${token.borderRadius}px`,
    '--portal-date-range-bg': allDisabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    '--portal-date-range-text': allDisabled ? token.colorTextDisabled : token.colorText,
    '--portal-date-range-font': token.fontFamily,
    '--portal-date-range-font-size': `${token.fontSize}px`,
    '--portal-date-range-font-size-lg': `${token.fontSizeLG}px`,
    '--portal-date-range-line-height': token.lineHeight,
    '--portal-date-range-placeholder': token.colorTextPlaceholder,
    '--portal-date-range-disabled': token.colorTextDisabled,
    '--portal-date-range-icon': token.colorTextQuaternary,
    '--portal-date-range-gap': `${token.paddingXS}px`,
    '--portal-date-range-motion': token.motionDurationMid,
    ...style,
  } as CSSProperties;

  const input = (index: Index) => (
    <div className="portal-date-range-input">
      <input
        ref={(element) => {
          inputs.current[index] = element;
        }}
        id={ids[index]}
        size={INPUT_SIZE}
        autoComplete="off"
        placeholder={placeholders[index]}
        value={typed[index] ?? value?.[index]?.format(DATE_FORMAT) ?? ''}
        disabled={disabledAt(index)}
        aria-invalid={props['aria-invalid']}
        aria-required={props['aria-required']}
        aria-describedby={describedBy || undefined}
        onFocus={use}
        onClick={use}
        onKeyDown={(event) => {
          // Typed text is not a value until the picker has it: Enter does not send the form without it.
          if (event.key === 'Enter' && typedRef.current[index]) event.preventDefault();
          use();
        }}
        onChange={(event) => {
          const [start, end] = typedRef.current;
          typedRef.current = index === 0 ? [event.target.value, end] : [start, event.target.value];
          setTyped(typedRef.current);
        }}
      />
    </div>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the box only starts the load when pointed at and passes a press beside the inputs to them (as the picker's box does); the inputs are the controls
    <div
      ref={rootRef}
      className={className ? `portal-date-range ${className}` : 'portal-date-range'}
      style={rootStyle}
      data-status={error ? 'error' : undefined}
      data-disabled={allDisabled || undefined}
      title={failed ? t('dateRange.loadFailed') : undefined}
      onPointerEnter={use}
      onMouseDown={onMouseDown}
    >
      <style href="portal-date-range" precedence="default">
        {STAND_IN_CSS}
      </style>
      {input(0)}
      <div className="portal-date-range-separator">
        <span aria-hidden="true">
          <SwapRightOutlined />
        </span>
      </div>
      {input(1)}
      <span className="portal-date-range-suffix">
        <CalendarOutlined aria-hidden="true" />
      </span>
      {failed ? (
        <span id={errorId} className="visually-hidden">
          {t('dateRange.loadFailed')}
        </span>
      ) : null}
    </div>
  );
};

/** A date range of a search form (`name`), as a labelled form item; its days are turned into filters by `filtersWithDays`. */
export const DayRangeItem = ({ name, label }: { name: string; label: string }) => (
  <Form.Item name={name} label={label}>
    <DateRangeField style={{ width: 250 }} />
  </Form.Item>
);
