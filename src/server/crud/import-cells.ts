import type { ImportColumn } from './import-columns';
import type { ImportLookups } from './import-lookups';

const SPLIT = /[,，]/;
const itemsOf = (text: string): string[] => [
  ...new Set(
    text
      .split(SPLIT)
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/**
 * A cell as the submit value the form would send: an option's label (or its value) becomes the value, names of
 * referenced rows become their ids, anything else goes as typed for the schema to judge. A name that no row or
 * several rows of the tenant carry is refused here, with the column's header.
 */
export const cellValue = (
  column: ImportColumn,
  text: string,
  lookups: ImportLookups,
): { value: string } | { problem: string } => {
  const { field } = column;
  if (column.kind === 'choice') {
    const options = lookups.choices(field);
    if (!options) return { value: text };
    const items = column.multiple ? itemsOf(text) : [text];
    const values = items.map(
      (item) =>
        options.find((option) => option.label === item)?.value ??
        options.find((option) => option.value === item)?.value ??
        item,
    );
    return { value: values.join(',') };
  }
  if (column.kind === 'names') {
    const index = lookups.names(field);
    if (!index) return { value: text };
    const ids: string[] = [];
    for (const name of column.multiple ? itemsOf(text) : [text]) {
      const found = index.get(name) ?? [];
      if (found.length === 0) return { problem: `${column.header}"${name}"不存在` };
      if (found.length > 1) return { problem: `${column.header}"${name}"有重名，无法确定` };
      ids.push(found[0]);
    }
    return { value: ids.join(',') };
  }
  return { value: text };
};
