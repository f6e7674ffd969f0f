import type { Condition, ConditionValue } from './condition';
import type { Field } from './field';
import type { ResourceTextKey } from './text';

/** Where an action sits: the toolbar (acts on the selection), each row, or both. */
export type ActionPlacement = 'toolbar' | 'row' | 'both';

/**
 * How an action sends its input:
 * - `ids`: the selected ids comma-joined in the query parameter `param` (`userIds=1,2`);
 * - `id`: the row's id in the query parameter `param`;
 * - `body`: a JSON body (a dialog of the screen builds it, e.g. role grant `{roleIds, menuIds, ...}`).
 * The values of the action's `form` travel beside the ids: in the query for `ids`/`id` (BladeX `@RequestParam`),
 * in the body for `body`. The server reads either place.
 */
export type ActionInput =
  | { readonly kind: 'ids'; readonly param: string }
  | { readonly kind: 'id'; readonly param: string }
  | { readonly kind: 'body' };

/** What a stamped column receives when a transition runs. */
export type StampSource = 'now' | 'today' | 'user' | 'userName';

/**
 * Sets one field of the chosen rows to the value the request sends under the field's name
 * (`updateEnable?id=1&isEnable=0`, `batchShield?ids=1,2&isShield=1`). The value is validated as the field
 * (a switch's two values, a dictionary's keys). Nothing else changes but the audit columns.
 */
export interface ToggleEffect {
  readonly kind: 'toggle';
  readonly field: string;
}

/**
 * A named move of a state field: every chosen row must be in one of `from`, or the whole request is refused
 * with a message naming the row and its state, and nothing is written. `to` is the new state, or a list of
 * allowed targets read from the request under the state field's name (one `audit` call that passes or rejects).
 * `input`: other fields of the definition the request carries (a rejection reason), validated with their rules
 * (a `required` rule with `when` on the state makes a reason required only for a rejection). `stamp`: columns set
 * when it runs. The guard, the update, the history row and any `afterAction` hook share one transaction.
 */
export interface TransitionEffect {
  readonly kind: 'transition';
  readonly field: string;
  readonly from: readonly ConditionValue[];
  readonly to: ConditionValue | readonly ConditionValue[];
  readonly input?: readonly string[];
  readonly stamp?: Readonly<Record<string, StampSource>>;
}

/**
 * The module's hook does the work (`hooks.actions[name]`) inside the engine's transaction, after the grant and
 * the ids are checked: effects too rich for data (a refund that returns a balance and writes its log).
 */
export interface HookEffect {
  readonly kind: 'hook';
}

export type ActionEffect = ToggleEffect | TransitionEffect | HookEffect;

/**
 * An action beyond CRUD. The renderer shows a button for it when the user holds `permission` (a full button code,
 * e.g. `role_grant`), asks `confirm`, shows `form` (a small dialog of fields) and sends it; the server applies
 * `effect` with no hand-written route. Without an effect a module routes the path itself (grant, reset password).
 */
export interface ResourceAction {
  readonly name: string;
  readonly label: ResourceTextKey;
  readonly permission: string;
  readonly method: 'GET' | 'POST';
  /** The verb after the endpoint: `grant` → `POST /blade-system/role/grant`. */
  readonly path: string;
  readonly placement: ActionPlacement;
  readonly input: ActionInput;
  /** A confirmation question before it runs; `true` asks the generic one naming the action and the count. */
  readonly confirm?: ResourceTextKey | true;
  /** Fields asked for before it runs (a rejection reason); a transition's `input` fields when not given. */
  readonly form?: readonly Field[];
  /** Row buttons: shown only for rows where this holds (a paid order's write-off). */
  readonly when?: Condition;
  readonly effect?: ActionEffect;
}

/** The fields an action's dialog asks for: its own form, or the definition's fields a transition reads. */
export const actionFormFields = (action: ResourceAction, fields: readonly Field[]): readonly Field[] => {
  if (action.form) return action.form;
  const effect = action.effect;
  if (effect?.kind !== 'transition' || !effect.input) return [];
  const wanted = new Set(effect.input);
  return fields.filter((field) => wanted.has(field.name));
};

/** The targets a transition may move to. */
export const transitionTargets = (effect: TransitionEffect): readonly ConditionValue[] =>
  Array.isArray(effect.to) ? (effect.to as readonly ConditionValue[]) : [effect.to as ConditionValue];
