import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { searchFields, type ResourceDef } from '../../../shared/resources';
import { useOpening, useSavedSearches } from '../core/use-saved-searches';
import { useTreeController } from '../core/use-tree-controller';
import { useCrudText } from '../i18n/use-crud-text';
import { usePageStyles } from './ResourcePage';
import { ResourceTable, type TableRowModel } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import { ScreenDialogs, type DrawerExtra } from './ScreenDialogs';
import { SearchForm } from './SearchForm';
import type { RowAction } from './TableRowView';
import { useResourceScreen, type ActionHandlers } from './use-resource-screen';

export interface TreeResourcePageProps {
  def: ResourceDef;
  actionHandlers?: ActionHandlers;
  /** Content under the drawer's fields, as on ResourcePage. */
  drawerExtra?: DrawerExtra;
}

/**
 * A tree resource (roles, departments, menus, regions) as a tree table beside the engine: the same search
 * form, toolbar, drawer and row actions, with rows that open in place, lazily (`lazy-list`) where the
 * definition has a lazy verb, and "add child" on each row.
 */
export const TreeResourcePage = ({ def, actionHandlers, drawerExtra }: TreeResourcePageProps) => {
  const styles = usePageStyles();
  const { ct, rt } = useCrudText();
  const saved = useSavedSearches(def.name, searchFields(def).length > 0);
  const tree = useTreeController(def, { opening: useOpening(saved) });
  const selection = useRef(tree.selectedKeys);
  useLayoutEffect(() => {
    selection.current = tree.selectedKeys;
  }, [tree.selectedKeys]);
  const getSelection = useCallback(() => [...selection.current], []);
  const screen = useResourceScreen(def, { actionHandlers, getSelection });
  const parentField = def.tree?.parentField ?? 'parentId';
  const { openCreate } = screen;
  const { keyOfRow } = tree;
  const rowActions = useMemo<RowAction[]>(() => {
    if (def.readOnly || !screen.abilities.add) return screen.rowActions;
    const addChild: RowAction = {
      name: 'addChild',
      label: ct('addChild'),
      run: (row) => openCreate({ [parentField]: keyOfRow(row) }),
    };
    return [...screen.rowActions, addChild];
  }, [def, screen.abilities.add, screen.rowActions, ct, openCreate, parentField, keyOfRow]);
  const rows = useMemo<TableRowModel[]>(
    () =>
      tree.rows.map((item) => ({
        row: item.row,
        key: item.key,
        tree: {
          depth: item.depth,
          hasChildren: item.hasChildren,
          expanded: item.expanded,
          loading: item.loadingChildren,
        },
      })),
    [tree.rows],
  );

  return (
    <section className={styles.page} aria-label={rt(def.title)} data-resource={def.name}>
      <h1 className={styles.title}>{rt(def.title)}</h1>
      <SearchForm def={def} values={tree.values} onSearch={tree.search} onReset={tree.reset} saved={saved} />
      <ResourceToolbar
        def={def}
        screen={screen}
        query={tree.query}
        onRefresh={tree.refetch}
        refreshing={tree.isFetching}
      />
      <ResourceTable
        caption={rt(def.title)}
        rows={rows}
        columns={screen.columns.visibleColumns}
        labels={screen.labels}
        language={screen.language}
        loading={tree.isLoading}
        error={tree.error}
        onRetry={tree.refetch}
        firstIndex={1}
        selectable
        selectedKeys={tree.selectedKeys}
        onSelectionChange={tree.setSelectedKeys}
        onResize={screen.columns.setWidth}
        actions={rowActions}
        inline={screen.inline}
        onToggleRow={tree.toggle}
      />
      <ScreenDialogs def={def} screen={screen} drawerExtra={drawerExtra} />
    </section>
  );
};
