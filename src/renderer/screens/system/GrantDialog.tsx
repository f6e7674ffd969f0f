import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
} from '@fluentui/react-components';
import { useState } from 'react';
import type { PickOption } from '../../crud/core/use-options';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { CheckTree } from './CheckTree';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: '95vw' },
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
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !saving) onClose();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={saving}>
              {ct('cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={saving || loading}
              icon={saving ? <Spinner size="tiny" /> : undefined}
              onClick={onSubmit}
              data-testid="grant-submit"
            >
              {ct('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
