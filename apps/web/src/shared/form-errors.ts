import type { FormInstance } from 'antd';
import { ApiError } from './http';

/**
 * Shows a validation failure's `data.fields` (field -> message, DESIGN.md section 3) on the form's
 * fields. Returns true when the error carried field messages.
 */
export const showFieldErrors = (form: FormInstance, error: unknown): boolean => {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  if (entries.length === 0) return false;
  form.setFields(entries.map(([name, message]) => ({ name: name.split('.'), errors: [message] })));
  return true;
};
