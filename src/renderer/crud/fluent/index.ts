/**
 * The Fluent UI v9 skin of the CRUD engine. `ResourcePage` renders a definition as a full list screen;
 * `TreeResourcePage` does the same for tree resources; the parts are exported for screens that are more
 * than CRUD (they compose these, never copy them).
 */
export { ResourcePage, usePageStyles, type ResourcePageProps } from './ResourcePage';
export { TreeResourcePage, type TreeResourcePageProps } from './TreeResourcePage';
export { ResourceTable, type ResourceTableProps, type TableRowModel } from './ResourceTable';
export { ResourceToolbar } from './ResourceToolbar';
export { SearchForm } from './SearchForm';
export { TablePager } from './TablePager';
export { FormDrawer } from './FormDrawer';
export { FieldInput } from './FieldInput';
export { ScreenDialogs } from './ScreenDialogs';
export type { RowAction, InlineEdits } from './TableRowView';
export { useResourceScreen, type ActionContext, type ActionHandlers, type ResourceScreen } from './use-resource-screen';
