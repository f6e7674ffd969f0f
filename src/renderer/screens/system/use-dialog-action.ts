import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceAction } from '../../../shared/resources';
import type { ActionContext, ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { notify } from '../../platform/notify';

type Opened = { action: ResourceAction; keys: readonly string[] } | null;

/** A handler for one `body`/dialog action: checks the selection, then opens the dialog. */
export const useDialogAction = (actionName: string, actions: readonly ResourceAction[] | undefined) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened>(null);
  const handlers = useMemo<ActionHandlers>(() => {
    const action = actions?.find((candidate) => candidate.name === actionName);
    if (!action) return {};
    return {
      [actionName]: ({ keys }: ActionContext) => {
        if (keys.length === 0) notify.warning(t('messages.selectAtLeastOne'));
        else setOpened({ action, keys });
      },
    };
  }, [actionName, actions, t]);
  return { opened, handlers, close: () => setOpened(null) };
};
