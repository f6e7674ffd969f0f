import { makeStyles, MessageBar, MessageBarBody, Spinner, Tab, TabList } from '@fluentui/react-components';
import { useState } from 'react';
import type { PickOption } from '../../crud/core/use-options';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { FormDialog } from '../../ui/FormDialog';
import { CheckTree } from './CheckTree';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: '95vw' },
  // Tabs, error and tree stack without the column gap: the tree's own top padding spaces it from the tabs.
  content: { display: 'block' },
  tree: { maxHeight: '55vh', overflowY: 'auto', paddingTop: '8px' },
});

/** One tab of a grant dialog: its tree and what is checked. */
export interface GrantTab {
  name: string;
  label: string;
  options: readonly PickOption[];
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

export interface GrantDialogProps {
  title: string;
  tabs: readonly GrantTab[];
  loading: boolean;
  error: string | null;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/** A dialog of checkbox trees in tabs (role grant: menus, data scopes, API scopes; top-menu grant: menus). */
export const GrantDialog = ({ title, tabs, loading, error, saving, onSubmit, onClose }: GrantDialogProps) => {
  const styles = useStyles();
  const { ct } = useCrudText();
  const [tab, setTab] = useState(tabs[0]?.name ?? '');
  const current = tabs.find((candidate) => candidate.name === tab) ?? tabs[0];
  return (
    <FormDialog
      title={title}
      busy={saving}
      submitLabel={ct('save')}
      cancelLabel={ct('cancel')}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitDisabled={loading}
      submitTestId="grant-submit"
      contentClassName={styles.content}
      surfaceClassName={styles.surface}
    >
      {tabs.length > 1 && (
        <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(String(data.value))}>
          {tabs.map((candidate) => (
            <Tab key={candidate.name} value={candidate.name}>
              {candidate.label}
            </Tab>
          ))}
        </TabList>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.tree}>
        {loading ? (
          <Spinner size="small" label={ct('grant.loading')} />
        ) : current && current.options.length > 0 ? (
          <CheckTree
            label={current.label}
            options={current.options}
            checked={current.checked}
            onChange={current.onChange}
          />
        ) : (
          ct('noOptions')
        )}
      </div>
    </FormDialog>
  );
};
