import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { ChevronDownRegular, InfoRegular, PersonRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getApi } from '../../platform/api';
import { useSessionUser } from '../../stores/session-store';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { signOutEverywhere } from '../dialogs/sign-out';
import { UserAvatar } from './UserAvatar';

const AboutDialog = lazy(() => import('../about/AboutDialog').then((m) => ({ default: m.AboutDialog })));

const useStyles = makeStyles({
  trigger: { gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
  name: { maxWidth: '160px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The avatar and name; personal information, and sign-out after a confirm. */
export const UserMenu = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const name = user?.realName || user?.account || '';

  // The native menu's 关于 / 连接与安全设置 (Electron) act here, in the focused window.
  useEffect(
    () =>
      getApi().on('menu.action', ({ action }) => {
        if (action === 'about') setAboutOpen(true);
        else void navigate('/settings/index');
      }),
    [navigate],
  );

  const signOut = async () => {
    setSigningOut(true);
    await signOutEverywhere(getApi());
    setSigningOut(false);
    setConfirming(false);
    void navigate('/login', { replace: true });
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            className={styles.trigger}
            appearance="subtle"
            aria-label={t('header.userMenu')}
            icon={<UserAvatar name={name} src={user?.avatar ?? ''} size={28} />}
            data-testid="user-menu"
          >
            <span className={styles.name}>{name}</span>
            <ChevronDownRegular aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<PersonRegular />} onClick={() => void navigate('/info/index')}>
              {t('header.personalInfo')}
            </MenuItem>
            <MenuItem icon={<SettingsRegular />} onClick={() => void navigate('/settings/index')}>
              {t('desktop.settings.menu')}
            </MenuItem>
            <MenuItem icon={<InfoRegular />} onClick={() => setAboutOpen(true)}>
              {t('desktop.about.menu')}
            </MenuItem>
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={() => setConfirming(true)}>
              {t('header.signOut')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('header.signOutTitle')}
        message={t('header.signOutConfirm')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirming(false)}
      />
      {aboutOpen ? (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
