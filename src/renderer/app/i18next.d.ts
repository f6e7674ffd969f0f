import type { Catalogue } from '../../shared/i18n';

// Types `t()` against the zh catalogue: a misspelt key fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
