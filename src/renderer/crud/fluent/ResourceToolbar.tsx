import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, DeleteRegular, PrintRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import type { QueryParams, ResourceDef } from '../../../shared/resources';
import { invalidateResource } from '../core/query-keys';
import { useCrudText } from '../i18n/use-crud-text';
import { ColumnPicker } from './ColumnPicker';
import { SortDialog } from './SortDialog';
import type { ResourceScreen } from './use-resource-screen';

// The export button and its host wiring are engineer E's chunk, loaded when a screen offers export.
const ExportButton = lazy(() => import('../../crud-export/ExportButton').then((m) => ({ default: m.ExportButton })));
// The import dialog is engineer I's chunk, loaded when a screen offers import.
const ImportButton = lazy(() => import('../../crud-import/ImportButton').then((m) => ({ default: m.ImportButton })));

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
});

export interface ResourceToolbarProps {
  def: ResourceDef;
  screen: ResourceScreen;
  /** The current search in wire form, for the export of "the current search". */
  query: QueryParams;
  onRefresh: () => void;
  refreshing: boolean;
  /** Whether add is offered on this screen (a child list may add under its parent only). */
  canAdd?: boolean;
  /** Prints the current page (crud-desktop); no button without it. */
  onPrint?: () => void;
  printing?: boolean;
  children?: ReactNode;
}

/** Add, batch delete, the definition's toolbar actions, export, refresh and the column picker. */
export const ResourceToolbar = ({
  def,
  screen,
  query,
  onRefresh,
  refreshing,
  canAdd = true,
  onPrint,
  printing = false,
  children,
}: ResourceToolbarProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ct, rt } = useCrudText();
  const { abilities } = screen;
  const client = useQueryClient();
  return (
    <div className={styles.bar} role="toolbar" aria-label={rt(def.title)}>
      {canAdd && !def.readOnly && abilities.add && (
        <Button appearance="primary" icon={<AddRegular />} onClick={() => screen.openCreate()} data-testid="crud-add">
          {ct('add')}
        </Button>
      )}
      {def.verbs.remove && abilities.remove && (
        <Button icon={<DeleteRegular />} onClick={screen.deleteSelected} data-testid="crud-batch-delete">
          {ct('batchDelete')}
        </Button>
      )}
      {screen.toolbarActions.map((action) => (
        <Button key={action.name} onClick={() => screen.runToolbarAction(action)} data-action={action.name}>
          {rt(action.label)}
        </Button>
      ))}
      {def.export && abilities.exportList && (
        <Suspense fallback={<Spinner size="tiny" />}>
          <ExportButton
            def={def}
            params={query}
            columns={screen.columns.visibleColumns.map((column) => column.field)}
          />
        </Suspense>
      )}
      {def.import && abilities.importList && (
        <Suspense fallback={<Spinner size="tiny" />}>
          {/* Imported rows reach the list, its tree (regions) and the pickers built from the resource, as a write's do. */}
          <ImportButton def={def} onImported={() => void invalidateResource(client, def)} />
        </Suspense>
      )}
      {def.verbs.sort && def.shape !== 'tree' && !def.readOnly && abilities.edit && <SortDialog def={def} />}
      {children}
      <span className={styles.spacer} />
      {onPrint && (
        <Button
          appearance="subtle"
          icon={printing ? <Spinner size="tiny" /> : <PrintRegular />}
          aria-label={t('desktop.print.button')}
          title={t('desktop.print.button')}
          disabled={printing}
          onClick={onPrint}
          data-testid="crud-print"
        />
      )}
      <Button
        appearance="subtle"
        icon={refreshing ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
        aria-label={ct('refresh')}
        title={ct('refresh')}
        onClick={onRefresh}
      />
      <ColumnPicker columns={screen.columns.columns} onChange={screen.columns.setVisible} />
    </div>
  );
};
