import type { i18n as I18n } from 'i18next';
import { RESOURCE_TEXT_ROOT } from '../../../shared/i18n/resources';
import { resourceCatalogue } from '../../../shared/resources/texts';
import { crudTextsEn, crudTextsZh } from './crud-texts';

const installed = new WeakSet<I18n>();

/**
 * Adds the resource texts (`res.*`) and the engine's texts (`crud.*`) to an i18next instance, once. They
 * are not in the app catalogues so the sign-in entry stays small; the CRUD chunk brings them (deep merge,
 * so a language's other texts stay).
 */
export const installCrudTexts = (i18n: I18n): void => {
  if (installed.has(i18n)) return;
  installed.add(i18n);
  i18n.addResourceBundle(
    'zh',
    'translation',
    { [RESOURCE_TEXT_ROOT]: resourceCatalogue('zh'), crud: crudTextsZh },
    true,
    true,
  );
  i18n.addResourceBundle(
    'en',
    'translation',
    { [RESOURCE_TEXT_ROOT]: resourceCatalogue('en'), crud: crudTextsEn },
    true,
    true,
  );
};
