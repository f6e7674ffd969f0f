import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { getResource, type QueryParams } from '../../../shared/resources';
import type { WireRecord } from '../../crud/core/data-provider';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { RowAction } from '../../crud/fluent/TableRowView';
import { useCrudText } from '../../crud/i18n/use-crud-text';

const useStyles = makeStyles({
  horizontal: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  vertical: { display: 'flex', flexDirection: 'column' },
  title: { margin: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} 0`, fontSize: tokens.fontSizeBase500 },
  hint: { margin: tokens.spacingHorizontalL },
});

export interface DictScreenProps {
  source: 'dict' | 'dictBiz';
  /** Side by side (`/dict-horizontal/index`) or stacked (`/dict-vertical/index`, the menu screens). */
  layout: 'horizontal' | 'vertical';
}

/** A new dictionary is a root row. */
const ROOT_VALUES = { parentId: '0' };

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Dictionaries as parent and child lists (spec 002 §2): the dictionaries (`parent-list`, roots) and, for
 * the one chosen with 字典配置, its items (`child-list?parentId=`), where a new item starts with the
 * dictionary's code and parent.
 */
export const DictScreen = ({ source, layout }: DictScreenProps) => {
  const styles = useStyles();
  const { ct, rt } = useCrudText();
  const def = getResource(source);
  const [parent, setParent] = useState<WireRecord | null>(null);
  const itemsAction = useMemo<RowAction[]>(
    () => [{ name: 'items', label: ct('dictItems'), run: (row) => setParent(row) }],
    [ct],
  );
  const parentId = text(parent?.id);
  const fixed = useMemo<QueryParams>(() => ({ parentId }), [parentId]);
  const createValues = useMemo(() => ({ parentId, code: text(parent?.code) }), [parentId, parent]);
  return (
    <div className={layout === 'horizontal' ? styles.horizontal : styles.vertical}>
      <ResourcePage
        def={def}
        verb="parent-list"
        screenKey={`${def.name}-parents`}
        extraRowActions={itemsAction}
        createValues={ROOT_VALUES}
      />
      <div>
        <h2 className={styles.title}>
          {ct('dictChildren')}
          {parent ? ` · ${text(parent.dictValue)} (${text(parent.code)})` : ''}
        </h2>
        {parent ? (
          <ResourcePage
            key={parentId}
            def={def}
            verb="child-list"
            fixedQuery={fixed}
            screenKey={`${def.name}-children`}
            createValues={createValues}
            showTitle={false}
          />
        ) : (
          <MessageBar className={styles.hint} aria-label={rt(def.title)}>
            <MessageBarBody>{ct('chooseDictFirst')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
};
