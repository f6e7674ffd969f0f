import type { Field } from '../../shared/resources';
import type { FormTab } from '../crud/core/form-layout';
import { useLabelMaps } from '../crud/core/use-label-maps';
import { useCrudText } from '../crud/i18n/use-crud-text';
import { notify } from '../platform/notify';
import { usePrint } from '../shell/page-hooks/print-job';
import { PrintableRecord } from './PrintableRecord';
import { printedAtText } from './print-time';

const NO_FIELDS: readonly Field[] = [];

/**
 * Printing the detail drawer (issue 20 item 7): the record as the drawer shows it, group by group, with dictionary
 * values as their labels. Only a detail drawer prints (`enabled`): an add or edit form loads nothing for it.
 */
export const useRecordPrint = (tabs: readonly FormTab[], fields: readonly Field[], title: string, enabled: boolean) => {
  const { rt, language } = useCrudText();
  // Loaded with the drawer, so the labels are there by the time the operator prints.
  const labels = useLabelMaps(enabled ? fields : NO_FIELDS, language);
  const printer = usePrint((message) => notify.error(message));
  const print = (values: Readonly<Record<string, unknown>>) =>
    printer.print({
      title,
      content: (
        <PrintableRecord
          title={title}
          groups={tabs.flatMap((tab) =>
            tab.groups.map((group, index) => ({
              title: group.title ? rt(group.title) : index === 0 && tab.title ? rt(tab.title) : undefined,
              fields: group.fields.map((field) => ({ field, label: rt(field.label) })),
            })),
          )}
          values={values}
          labels={labels}
          language={language}
          printedAt={printedAtText(new Date(), language)}
        />
      ),
    });
  return { print, printing: printer.printing, portal: printer.portal };
};
