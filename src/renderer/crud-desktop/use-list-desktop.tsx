import { useTranslation } from 'react-i18next';
import type { ResourceDef, ResourceTextKey, SearchValues } from '../../shared/resources';
import type { ListController } from '../crud/core/use-list-controller';
import { useCrudText } from '../crud/i18n/use-crud-text';
import type { ResourceScreen } from '../crud/fluent/use-resource-screen';
import { notify } from '../platform/notify';
import { usePageActions } from '../shell/page-hooks/page-actions';
import { usePrint } from '../shell/page-hooks/print-job';
import { useCarryList } from './carried-list';
import { PrintableList } from './PrintableList';
import { printedAtText } from './print-time';

/** A search as people read it: "label: value" for each field the search fills. */
const filterTexts = (def: ResourceDef, values: SearchValues, rt: (key: ResourceTextKey) => string): string[] =>
  Object.entries(values).flatMap(([name, value]) => {
    const shown = Array.isArray(value) ? value.filter((v) => v !== '' && v !== null).join(' ~ ') : value;
    if (shown === undefined || shown === null || shown === '') return [];
    const field = def.fields.find((candidate) => candidate.name === name);
    return [`${field ? rt(field.label) : name}: ${String(shown)}`];
  });

/**
 * A list screen's desktop parts (issue 20 item 7): its search, page and sort travel with the tab to another window;
 * its current page prints (what the table shows, with the search and the page named); and its actions — add,
 * refresh, print and the definition's toolbar actions — are in the command palette while it is on screen.
 */
export const useListDesktop = (
  def: ResourceDef,
  list: ListController<unknown>,
  screen: ResourceScreen,
  canAdd: boolean,
) => {
  const { t } = useTranslation();
  const { ct, rt, language } = useCrudText();
  useCarryList(list);
  const printer = usePrint((message) => notify.error(message));
  const title = rt(def.title);

  const printPage = () => {
    const columns = screen.columns.visibleColumns.map((column) => ({
      field: column.field,
      header: rt(column.field.label),
    }));
    printer.print({
      title: t('desktop.print.listTitle', { title, page: list.current }),
      landscape: columns.length > 6,
      content: (
        <PrintableList
          title={title}
          columns={columns}
          rows={list.rows as ReadonlyArray<Readonly<Record<string, unknown>>>}
          labels={screen.labels}
          language={language}
          filters={filterTexts(def, list.values, rt)}
          page={{ current: list.current, size: list.size, total: list.total }}
          firstIndex={(list.current - 1) * list.size + 1}
          printedAt={printedAtText(new Date(), language)}
        />
      ),
    });
  };

  usePageActions([
    ...(canAdd && !def.readOnly && screen.abilities.add
      ? [{ id: `${def.name}:add`, label: `${ct('add')} · ${title}`, keywords: ['add'], run: () => screen.openCreate() }]
      : []),
    { id: `${def.name}:refresh`, label: `${ct('refresh')} · ${title}`, keywords: ['refresh'], run: list.refetch },
    { id: `${def.name}:print`, label: `${t('desktop.print.button')} · ${title}`, keywords: ['print'], run: printPage },
    ...screen.toolbarActions.map((action) => ({
      id: `${def.name}:${action.name}`,
      label: `${rt(action.label)} · ${title}`,
      keywords: [action.name],
      run: () => screen.runToolbarAction(action),
    })),
  ]);

  return { printPage, printing: printer.printing, printPortal: printer.portal };
};
