import { Badge, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { TaskListLtrRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queueSourceById } from '../../../shared/queues';
import { getApi } from '../../platform/api';
import { connectQueues, useQueueCounts } from '../../stores/queues-store';
import { useHeaderButtonStyles } from './HeaderButton';

/**
 * "Work waiting" (issue 20 item 6): the queues the host polls for this user (pending registrations, settlement
 * reviews, product audits ...), their sum as a badge, each opening its screen. Under Electron the same counts drive
 * native notifications and the taskbar/dock badge; in a browser this button is where they show. Hidden for a user
 * who may read none of the queues.
 */
export const QueueButton = () => {
  const styles = useHeaderButtonStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const counts = useQueueCounts();
  useEffect(() => {
    let off: (() => void) | null = null;
    let disposed = false;
    void connectQueues(getApi()).then((unsubscribe) => {
      if (disposed) unsubscribe();
      else off = unsubscribe;
    });
    return () => {
      disposed = true;
      off?.();
    };
  }, []);
  if (counts.queues.length === 0) return null;
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const label =
    counts.total > 0 ? t('desktop.queues.buttonCount', { count: counts.total }) : t('desktop.queues.button');
  return (
    <span className={styles.wrap}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content={label} relationship="label" withArrow>
            <Button className={styles.button} appearance="subtle" icon={<TaskListLtrRegular />} />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {counts.total === 0 && <MenuItem disabled>{t('desktop.queues.none')}</MenuItem>}
            {counts.queues
              .filter((queue) => queue.count > 0)
              .map((queue) => {
                const source = queueSourceById(queue.id);
                if (!source) return null;
                return (
                  <MenuItem key={queue.id} onClick={() => void navigate(source.route)}>
                    {`${source.label[language]}(${queue.count})`}
                  </MenuItem>
                );
              })}
          </MenuList>
        </MenuPopover>
      </Menu>
      {counts.total > 0 && (
        <span className={styles.badge}>
          <Badge size="small" color="brand" data-testid="queue-badge" aria-hidden>
            {counts.total > 99 ? '99+' : counts.total}
          </Badge>
        </span>
      )}
    </span>
  );
};
