import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useCallback, useId, useState } from 'react';
import { getResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { UserScreen } from './UserScreen';
import { loadUserTab, saveUserTab, USER_TABS, type UserTab } from './user-tab';

const useStyles = makeStyles({
  tabs: { paddingInline: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalS },
});

const virtualUserDef = getResource('virtualUser');

const TAB_TEXT = {
  users: 'res.system.virtualUser.tabs.users',
  virtual: 'res.system.virtualUser.tabs.virtual',
} as const;

/**
 * 用户管理 with its two lists as tabs: 用户 (the user screen: CRUD, roles, block ...) and 虚拟用户 (the personas,
 * the engine's page for their definition). The tab is remembered for the session. A list is mounted the first
 * time its tab is chosen and then only hidden, so switching back keeps its search, page and selection.
 */
export const UserAreaScreen = () => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const idPrefix = useId();
  const [tab, setTab] = useState<UserTab>(loadUserTab);
  const [opened, setOpened] = useState<ReadonlySet<UserTab>>(() => new Set([tab]));
  const choose = useCallback((next: UserTab) => {
    setTab(next);
    saveUserTab(next);
    setOpened((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  }, []);
  const tabId = (value: UserTab) => `${idPrefix}-tab-${value}`;
  const panelId = (value: UserTab) => `${idPrefix}-panel-${value}`;

  return (
    <div data-screen="user-area">
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_event, data) => choose(data.value as UserTab)}
        aria-label={rt('res.system.user.title')}
      >
        {USER_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={tabId(value)}
            aria-controls={opened.has(value) ? panelId(value) : undefined}
            data-testid={`user-tab-${value}`}
          >
            {rt(TAB_TEXT[value])}
          </Tab>
        ))}
      </TabList>
      {USER_TABS.filter((value) => opened.has(value)).map((value) => (
        <div key={value} id={panelId(value)} role="tabpanel" aria-labelledby={tabId(value)} hidden={tab !== value}>
          {value === 'users' ? <UserScreen /> : <ResourcePage def={virtualUserDef} />}
        </div>
      ))}
    </div>
  );
};
