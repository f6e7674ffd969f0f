import { useCallback, useMemo, useState } from 'react';
import {
  actionFormFields,
  evaluateCondition,
  keyOf,
  type ResourceAction,
  type ResourceDef,
  type SwitchField,
} from '../../../shared/resources';
import type { WireRecord } from '../core/data-provider';
import type { FormMode, FormValues } from '../core/form-fields';
import { useActionController } from '../core/use-action-controller';
import { useColumns } from '../core/use-columns';
import { useDeleteController } from '../core/use-delete-controller';
import { useLabelMaps } from '../core/use-label-maps';
import { useAbilities } from '../core/use-permissions';
import { useToggleController } from '../core/use-toggle-controller';
import { useCrudText } from '../i18n/use-crud-text';
import type { InlineEdits, RowAction } from './TableRowView';

/** What a screen's own handler of an action gets: the selection (toolbar) or the row (row actions). */
export interface ActionContext {
  keys: readonly string[];
  row?: WireRecord;
}

/** Screen-specific actions that need a dialog (role grant, tenant settings ...), by action name. */
export type ActionHandlers = Readonly<Partial<Record<string, (context: ActionContext) => void>>>;

/** An action waiting in its dialog of fields (an audit's outcome and reason). */
export interface FormActionState {
  action: ResourceAction;
  keys: readonly string[];
  row?: WireRecord;
}

export interface DrawerState {
  mode: FormMode;
  recordKey?: string;
  initialValues?: FormValues;
}

/** Actions a switch column runs itself (OSS/SMS `enable`): no separate button for them. */
const toggleActionsOf = (def: ResourceDef): Set<string> =>
  new Set(
    def.fields
      .filter((field): field is SwitchField<string> => field.kind === 'switch' && field.toggleAction !== undefined)
      .map((field) => field.toggleAction as string),
  );

const NO_HANDLERS: ActionHandlers = {};

const placedIn = (action: ResourceAction, place: 'toolbar' | 'row') =>
  action.placement === 'both' || action.placement === place;

/**
 * The parts every resource screen shares, whatever lists its rows (paged list, tree): permissions, columns
 * and their labels, the form drawer, delete, actions and in-place edits, and the row action buttons.
 */
export const useResourceScreen = (
  def: ResourceDef,
  {
    actionHandlers = NO_HANDLERS,
    screenKey,
    getSelection,
    createValues,
    extraRowActions,
  }: {
    actionHandlers?: ActionHandlers;
    screenKey?: string;
    getSelection: () => readonly string[];
    /** Values every new record of this screen starts with (a child list's parent). */
    createValues?: FormValues;
    /** Row buttons of the screen beyond the definition (a dictionary's "items"). */
    extraRowActions?: readonly RowAction[];
  },
) => {
  const { ct, rt, language } = useCrudText();
  const abilities = useAbilities(def);
  const columns = useColumns(def, screenKey);
  const labels = useLabelMaps(
    useMemo(() => columns.visibleColumns.map((column) => column.field), [columns.visibleColumns]),
    language,
  );
  const [drawer, setDrawer] = useState<DrawerState | null>(null);
  const [formAction, setFormAction] = useState<FormActionState | null>(null);
  const deletion = useDeleteController(def);
  const actions = useActionController(def);
  const toggles = useToggleController(def);
  const key = keyOf(def);
  const toggleActions = useMemo(() => toggleActionsOf(def), [def]);

  // A body action needs the screen's own dialog, unless the definition gives its fields or the engine applies it.
  const usable = useCallback(
    (action: ResourceAction) =>
      abilities.action(action) &&
      !toggleActions.has(action.name) &&
      (actionHandlers[action.name] !== undefined ||
        action.input.kind !== 'body' ||
        action.effect !== undefined ||
        actionFormFields(action, def.fields).length > 0),
    [abilities, toggleActions, actionHandlers, def],
  );
  const { request: requestAction, requestHandled, warnEmpty } = actions;
  const runAction = useCallback(
    (action: ResourceAction, context: ActionContext) => {
      const handler = actionHandlers[action.name];
      // A definition's confirmation holds for a screen's own handler too: asked first, the handler after.
      if (handler && action.confirm)
        return requestHandled(
          action,
          context.row ? { id: String(context.row[key] ?? '') } : { ids: context.keys },
          () => handler(context),
        );
      if (handler) return handler(context);
      if (actionFormFields(action, def.fields).length > 0) {
        if (context.keys.length === 0) return warnEmpty();
        return setFormAction({ action, keys: context.keys, ...(context.row ? { row: context.row } : {}) });
      }
      requestAction(
        action,
        context.row ? { id: String(context.row[key] ?? ''), ids: context.keys } : { ids: context.keys },
      );
    },
    [actionHandlers, requestAction, requestHandled, warnEmpty, key, def],
  );
  const toolbarActions = useMemo(
    () => (def.actions ?? []).filter((action) => placedIn(action, 'toolbar') && usable(action)),
    [def, usable],
  );

  const rowActions = useMemo<RowAction[]>(() => {
    const list: RowAction[] = [];
    const keyOfRow = (row: WireRecord) => String(row[key] ?? '');
    if (!def.noView && abilities.view)
      list.push({
        name: 'view',
        label: ct('view'),
        run: (row) => setDrawer({ mode: 'view', recordKey: keyOfRow(row) }),
      });
    if (!def.readOnly && abilities.edit)
      list.push({
        name: 'edit',
        label: ct('edit'),
        run: (row) => setDrawer({ mode: 'update', recordKey: keyOfRow(row) }),
      });
    if (def.verbs.remove && abilities.remove)
      list.push({ name: 'delete', label: ct('delete'), danger: true, run: (row) => deletion.request([keyOfRow(row)]) });
    for (const action of def.actions ?? []) {
      if (!placedIn(action, 'row') || !usable(action)) continue;
      const when = action.when;
      list.push({
        name: action.name,
        label: rt(action.label),
        run: (row) => runAction(action, { keys: [keyOfRow(row)], row }),
        // A transition's button shows only on rows in one of its `from` states.
        ...(when ? { when: (row: WireRecord) => evaluateCondition(when, row) } : {}),
      });
    }
    if (extraRowActions) list.push(...extraRowActions);
    return list;
    // deletion.request is stable; listing the controller would rebuild the buttons on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, abilities, ct, rt, key, usable, runAction, deletion.request, extraRowActions]);

  const { override, isBusy, change } = toggles;
  const inline = useMemo<InlineEdits>(() => {
    const editable = abilities.edit && !def.readOnly;
    return {
      // A flag switched through an action (OSS enable) needs that action's grant; anything else needs edit.
      can: (field) => {
        const via = field.kind === 'switch' ? field.toggleAction : undefined;
        const action = via ? def.actions?.find((candidate) => candidate.name === via) : undefined;
        return action ? abilities.action(action) : editable && !field.readOnly;
      },
      value: override,
      busy: isBusy,
      change: (row, field, value) => void change(row, field, value),
      onlyOn: (field) => field.toggleAction !== undefined && field.toggleBothWays !== true,
    };
  }, [abilities, def, override, isBusy, change]);

  return {
    /** The screen's key: column preferences, saved searches and drafts are kept under it. */
    screenKey: screenKey ?? def.name,
    abilities,
    columns,
    labels,
    language,
    drawer,
    openCreate: useCallback(
      (initialValues?: FormValues) =>
        setDrawer({ mode: 'create', initialValues: { ...createValues, ...initialValues } }),
      [createValues],
    ),
    closeDrawer: useCallback(() => setDrawer(null), []),
    deletion,
    deleteSelected: useCallback(() => deletion.request(getSelection()), [deletion, getSelection]),
    actions,
    formAction,
    closeFormAction: useCallback(() => setFormAction(null), []),
    toolbarActions,
    runToolbarAction: useCallback(
      (action: ResourceAction) => runAction(action, { keys: getSelection() }),
      [runAction, getSelection],
    ),
    rowActions,
    inline,
  };
};

export type ResourceScreen = ReturnType<typeof useResourceScreen>;
