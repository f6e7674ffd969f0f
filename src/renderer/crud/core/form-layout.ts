import type { Field, ResourceTextKey } from '../../../shared/resources';

/** A titled section of the form (or an untitled run of fields before the first group). */
export interface FormGroup {
  title: ResourceTextKey | undefined;
  fields: Field[];
}

/** One tab of the form; `title` is undefined only when the definition uses no tabs at all. */
export interface FormTab {
  title: ResourceTextKey | undefined;
  groups: FormGroup[];
}

const tabOf = (field: Field): ResourceTextKey | undefined => (field.form ? field.form.tab : undefined);
const groupOf = (field: Field): ResourceTextKey | undefined => (field.form ? field.form.group : undefined);

/** Fields by their group, in first-seen order; a field without a group stays with the one before it. */
export const groupsOf = (fields: readonly Field[]): FormGroup[] => {
  const groups: FormGroup[] = [];
  for (const field of fields) {
    const title = groupOf(field);
    const target = title === undefined ? groups[groups.length - 1] : groups.find((group) => group.title === title);
    if (target) target.fields.push(field);
    else groups.push({ title, fields: [field] });
  }
  return groups;
};

/**
 * The form's layout: tabs (in first-seen order), each with its groups. A field without a tab stays on the tab
 * of the field before it; the fields before the first one that names a tab go on that first tab. Without any
 * tab the whole form is one untitled tab.
 */
export const formTabsOf = (fields: readonly Field[]): FormTab[] => {
  const first = fields.map(tabOf).find((tab) => tab !== undefined);
  const byTab = new Map<ResourceTextKey | undefined, Field[]>();
  let current = first;
  for (const field of fields) {
    current = tabOf(field) ?? current;
    const list = byTab.get(current);
    if (list) list.push(field);
    else byTab.set(current, [field]);
  }
  return [...byTab].map(([title, tabFields]) => ({ title, groups: groupsOf(tabFields) }));
};

/** The tab a field is on (undefined without tabs or for a field not in the layout). */
export const tabOfField = (tabs: readonly FormTab[], name: string): ResourceTextKey | undefined =>
  tabs.find((tab) => tab.groups.some((group) => group.fields.some((field) => field.name === name)))?.title;

/** The DOM id of a field's control in the form drawer (its label points at it; focus goes to it). */
export const fieldControlId = (resource: string, field: string): string => `crud-${resource}-${field}`;
