import type { PickOption } from '../../crud/core/use-options';

/** Every value under a node, the node included. */
const descendantsOf = (option: PickOption): string[] => [
  option.value,
  ...(option.children ?? []).flatMap(descendantsOf),
];

/** Checks or unchecks a node with everything under it (Element's tree without check-strictly). */
export const toggleNode = (checked: ReadonlySet<string>, option: PickOption, on: boolean): Set<string> => {
  const next = new Set(checked);
  for (const value of descendantsOf(option)) {
    if (on) next.add(value);
    else next.delete(value);
  }
  return next;
};

export type NodeState = boolean | 'mixed';

/** A node's box: a leaf is its own state; a branch is checked when all below are, mixed when some are. */
export const nodeStates = (options: readonly PickOption[], checked: ReadonlySet<string>): Map<string, NodeState> => {
  const states = new Map<string, NodeState>();
  const walk = (option: PickOption): NodeState => {
    if (!option.children || option.children.length === 0) {
      const state = checked.has(option.value);
      states.set(option.value, state);
      return state;
    }
    const below = option.children.map(walk);
    const state: NodeState = below.every((s) => s === true) ? true : below.some((s) => s !== false) ? 'mixed' : false;
    states.set(option.value, state);
    return state;
  };
  options.forEach(walk);
  return states;
};

/**
 * What a grant submits: every checked or mixed node (Saber sends checked plus half-checked keys, so a
 * granted screen brings its section along).
 */
export const grantedKeys = (options: readonly PickOption[], checked: ReadonlySet<string>): string[] =>
  [...nodeStates(options, checked)].filter(([, state]) => state !== false).map(([value]) => value);

/**
 * What a scope grant submits: the checked leaves only. In the data-scope and API-scope trees the branches are the
 * menus the scopes hang on, never scopes themselves, so a checked or mixed branch must not travel as a scope id.
 */
export const checkedLeaves = (options: readonly PickOption[], checked: ReadonlySet<string>): string[] => {
  const leaves: string[] = [];
  const walk = (option: PickOption) => {
    if (option.children && option.children.length > 0) option.children.forEach(walk);
    else if (checked.has(option.value)) leaves.push(option.value);
  };
  options.forEach(walk);
  return leaves;
};

/**
 * The checked set from keys a server returns (which include sections): leaves as given; a branch counts only
 * through its leaves, so a section listed for one of its screens does not check its other screens.
 */
export const checkedFromKeys = (options: readonly PickOption[], keys: readonly string[]): Set<string> => {
  const wanted = new Set(keys);
  const checked = new Set<string>();
  const walk = (option: PickOption) => {
    if (!option.children || option.children.length === 0) {
      if (wanted.has(option.value)) checked.add(option.value);
      return;
    }
    option.children.forEach(walk);
  };
  options.forEach(walk);
  return checked;
};
