import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Language } from '../../../shared/i18n';
import { describeIssues, recordSchema, type DictItemsLookup, type ResourceDef } from '../../../shared/resources';
import type { FormMode, FormValues } from './form-fields';

/**
 * A react-hook-form resolver over the definition's `recordSchema`, the same schema the server runs. Not
 * `zodResolver`: our issues carry an i18n key plus `params` (`不能大于{{max}}`), which zodResolver drops;
 * `describeIssues` fills them in, in the form's language, one message per field.
 */
export const recordResolver = (
  def: ResourceDef,
  mode: FormMode,
  language: Language,
  dictItems?: DictItemsLookup,
): Resolver<FormValues> => {
  const schema = recordSchema(def, mode === 'create' ? 'create' : 'update', dictItems ? { dictItems } : {});
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data as FormValues, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const [name, message] of Object.entries(describeIssues(parsed.error, language).fieldErrors)) {
      errors[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
};
