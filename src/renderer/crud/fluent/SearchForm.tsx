import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import {
  isRangeField,
  searchFields,
  type ResourceDef,
  type SearchableField,
  type SearchValues,
} from '../../../shared/resources';
import { useCrudText } from '../i18n/use-crud-text';
import { sameSearch, savedValuesOf, type SavedSearches } from '../core/use-saved-searches';
import { FieldInput } from './FieldInput';
import { SavedSearchMenu } from './saved-searches/SavedSearchMenu';
import { ChoiceSelect } from './widgets/ChoiceSelect';
import { DateWidget } from './widgets/DateWidget';
import type { WidgetProps } from './widgets/widget-props';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'end',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  pair: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  // Two date inputs and the ~ do not fit one 240px column (they overflowed into the next one): a date range takes two.
  wide: { gridColumn: 'span 2' },
});

const NO_VALUES: SearchValues = {};

/** Fields shown before "more": the first row of the form. */
const FOLDED_COUNT = 3;

const pairOf = (value: unknown): [unknown, unknown] => (Array.isArray(value) ? [value[0], value[1]] : ['', '']);

/** The control of one search field: the form's widget, a pair for ranges, a clearable select for choices. */
const SearchInput = ({ field, ...props }: Omit<WidgetProps, 'field'> & { field: SearchableField }) => {
  const { ct } = useCrudText();
  const styles = useStyles();
  // A number range is one widget holding the pair already.
  if (isRangeField(field)) return <FieldInput {...props} field={field} />;
  if (field.search === 'dateRange' || field.search === 'range') {
    const [from, to] = pairOf(props.value);
    const one = (value: unknown, onChange: (next: unknown) => void, id: string, label: string) =>
      field.search === 'dateRange' ? (
        <DateWidget
          {...props}
          id={id}
          label={label}
          field={{ name: field.name, kind: 'date', label: field.label }}
          value={value}
          onChange={onChange}
        />
      ) : (
        <FieldInput {...props} id={id} label={label} field={field} value={value} onChange={onChange} />
      );
    return (
      <span className={styles.pair}>
        {one(from, (next) => props.onChange([next, to]), props.id, `${props.label} ${ct('start')}`)}
        <span aria-hidden>~</span>
        {one(to, (next) => props.onChange([from, next]), `${props.id}-to`, `${props.label} ${ct('end')}`)}
      </span>
    );
  }
  if (field.kind === 'switch') {
    // A flag searches by either value or neither: a select, not a switch that cannot say "any".
    return (
      <ChoiceSelect
        id={props.id}
        value={props.value}
        options={[
          { value: String(field.on), label: ct('on') },
          { value: String(field.off), label: ct('off') },
        ]}
        multiple={false}
        numeric={typeof field.on === 'number'}
        disabled={props.disabled}
        clearable
        onChange={props.onChange}
      />
    );
  }
  // A search never requires a multiple choice: one value is enough to filter by.
  const single = 'multiple' in field && field.multiple ? { ...field, multiple: false } : field;
  return <FieldInput {...props} field={single as SearchableField} />;
};

export interface SearchFormProps {
  def: ResourceDef;
  values: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
  /** What reset returns the form to (a screen's initial search), as the list it resets to. */
  resetValues?: SearchValues;
  /** The operator's saved searches of this screen: the menu beside the buttons. */
  saved?: SavedSearches;
}

/**
 * The search form from the fields' `search` settings: collapsible beyond the first row, Enter searches,
 * reset clears; the controller turns the values into the contract's query (`toQueryParams`).
 */
export const SearchForm = ({ def, values, onSearch, onReset, resetValues = NO_VALUES, saved }: SearchFormProps) => {
  const styles = useStyles();
  const { ct, rt } = useCrudText();
  const fields = searchFields(def);
  const [draft, setDraft] = useState<SearchValues>(values);
  // The list's search changed from outside (the default saved search it opened with): the form shows it.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setDraft(values);
  }
  const [expanded, setExpanded] = useState(false);
  const applied = useMemo(
    () => saved?.searches.find((search) => sameSearch(def, { ...resetValues, ...search.values }, values)),
    [saved?.searches, def, resetValues, values],
  );
  if (fields.length === 0) return null;
  const shown = expanded ? fields : fields.slice(0, FOLDED_COUNT);
  return (
    <form
      className={styles.form}
      role="search"
      aria-label={ct('search')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft);
      }}
    >
      {shown.map((field) => {
        const id = `crud-search-${def.name}-${field.name}`;
        const label = rt(field.label);
        return (
          <Field
            key={field.name}
            label={{ children: label, htmlFor: id }}
            className={field.search === 'dateRange' ? styles.wide : undefined}
          >
            <SearchInput
              field={field}
              id={id}
              label={label}
              value={draft[field.name] ?? ''}
              disabled={false}
              creating={false}
              onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
            />
          </Field>
        );
      })}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" icon={<SearchRegular />}>
          {ct('search')}
        </Button>
        <Button
          icon={<DismissRegular />}
          onClick={() => {
            setDraft(resetValues);
            onReset();
          }}
        >
          {ct('reset')}
        </Button>
        {fields.length > FOLDED_COUNT && (
          <Button
            appearance="transparent"
            icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
            iconPosition="after"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? ct('collapse') : ct('expand')}
          </Button>
        )}
        {saved && (
          <SavedSearchMenu
            saved={saved}
            current={savedValuesOf(def, draft)}
            applied={applied}
            onApply={(search) => {
              const next = { ...resetValues, ...search.values };
              setDraft(next);
              onSearch(next);
            }}
          />
        )}
      </div>
    </form>
  );
};
