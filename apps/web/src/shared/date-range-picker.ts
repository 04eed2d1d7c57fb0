import { DatePicker } from 'antd';

/**
 * antd's RangePicker in a module of its own: DateRangeField imports it when the user first reaches
 * for the field, so antd's date-picker chunk stays out of the screens that only show the field.
 */
export const RangePicker = DatePicker.RangePicker;
