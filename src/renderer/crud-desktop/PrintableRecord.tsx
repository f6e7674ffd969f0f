import { useTranslation } from 'react-i18next';
import type { Field } from '../../shared/resources';
import type { Language } from '../../shared/i18n';
import { cellText, type LabelMaps } from '../crud/core/cell-text';
import { usePrintSheetStyles } from './print-sheet.styles';

export interface PrintableRecordProps {
  title: string;
  /** The drawer's groups (tabs flattened), each with its fields and their labels. */
  groups: ReadonlyArray<{ title?: string; fields: ReadonlyArray<{ field: Field; label: string }> }>;
  values: Readonly<Record<string, unknown>>;
  labels: LabelMaps;
  language: Language;
  printedAt: string;
}

/** One record on paper, as the detail drawer shows it: every group, each field's label and value. */
export const PrintableRecord = ({ title, groups, values, labels, language, printedAt }: PrintableRecordProps) => {
  const styles = usePrintSheetStyles();
  const { t } = useTranslation();
  return (
    <article data-testid="print-record">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>{t('desktop.print.printedAt', { time: printedAt })}</p>
      {groups.map((group, index) => (
        <section key={group.title ?? index}>
          {group.title && <h2 className={styles.group}>{group.title}</h2>}
          <dl className={styles.fields}>
            {group.fields.map(({ field, label }) => (
              <div key={field.name} style={{ display: 'contents' }}>
                <dt className={styles.label}>{label}</dt>
                <dd className={styles.value}>{cellText(field, values, labels, language) || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </article>
  );
};
