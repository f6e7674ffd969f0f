import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import {
  BugRegular,
  ColorRegular,
  FullScreenMaximizeRegular,
  FullScreenMinimizeRegular,
  LockClosedRegular,
  PeopleSwapRegular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { useErrorLogBadge, useErrorLogCount } from '../../stores/error-log-store';
import { lockWorkspace, useLockState } from '../../stores/lock-store';
import { useSetting } from '../../stores/settings-store';
import { uiActions } from '../../stores/ui-store';
import { OpenBoardButton } from '../board-entry/OpenBoardButton';
import { useNotify } from '../../platform/notify';
import { HeaderButton } from './HeaderButton';
import { HeaderDialogs } from './HeaderDialogs';
import { LanguageMenu } from './LanguageMenu';
import { QueueButton } from './QueueButton';
import { useFullscreen } from './use-fullscreen';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * The top bar's right-hand tools (spec 000 §1, §2.3): fullscreen, theme, lock, error log with its
 * badge, department/role switch (switch mode only), the big-data board (for those who may read it),
 * language, and the user menu.
 */
export const HeaderActions = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const fullscreen = useFullscreen();
  const lock = useLockState();
  const errorCount = useErrorLogCount();
  const badge = useErrorLogBadge();
  const switchMode = useSetting('switchMode');

  const lockNow = async () => {
    if (!lock.hasPassword) {
      uiActions.openDialog('lockPassword');
      return;
    }
    const result = await lockWorkspace(getApi());
    if (!result.ok) notify.error(t('header.lockFailed', { message: result.error.message }));
  };

  return (
    <div className={styles.bar}>
      <QueueButton />
      {fullscreen.supported && (
        <HeaderButton
          label={fullscreen.active ? t('header.exitFullscreen') : t('header.fullscreen')}
          icon={fullscreen.active ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
          pressed={fullscreen.active}
          onClick={() => void fullscreen.toggle().catch(() => notify.warning(t('header.fullscreenUnavailable')))}
        />
      )}
      <HeaderButton label={t('header.theme')} icon={<ColorRegular />} onClick={() => uiActions.openDialog('theme')} />
      <HeaderButton label={t('header.lock')} icon={<LockClosedRegular />} onClick={() => void lockNow()} />
      <HeaderButton
        label={errorCount > 0 ? t('header.errorLogCount', { count: errorCount }) : t('header.errorLog')}
        icon={<BugRegular />}
        onClick={() => uiActions.openDialog('errorLog')}
        badge={
          badge ? (
            <Badge size="small" color="danger" data-testid="error-log-badge" aria-hidden>
              {badge}
            </Badge>
          ) : undefined
        }
      />
      {switchMode && (
        <HeaderButton
          label={t('header.switchIdentity')}
          icon={<PeopleSwapRegular />}
          onClick={() => uiActions.openDialog('switchIdentity')}
        />
      )}
      <OpenBoardButton />
      <LanguageMenu />
      <UserMenu />
      <HeaderDialogs />
    </div>
  );
};
