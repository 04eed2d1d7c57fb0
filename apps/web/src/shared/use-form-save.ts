import type { FormInstance } from 'antd';
import { useState } from 'react';
import { showFieldErrors } from './form-errors';

/**
 * The save of a form dialog: validates the form (its own messages show what is wrong), runs
 * `persist` with a saving flag for the OK button, and puts the server's field errors on the form.
 * Other failures were already shown by the http presenter.
 */
export const useFormSave = <V>(form: FormInstance<V>, persist: (values: V) => Promise<void>) => {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await persist(values);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
};
