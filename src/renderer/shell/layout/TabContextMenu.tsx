import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  ArrowImportRegular,
  BroomRegular,
  DismissRegular,
  DismissSquareMultipleRegular,
  TabDesktopMultipleRegular,
  WindowNewRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface TabContextMenuProps {
  /** The tab element; a right-click on it opens the menu. */
  children: ReactElement;
  canClose: boolean;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onClearCache: () => void;
  /** Moves the tab to a new window (tear-off). */
  onNewWindow: () => void;
  /** A torn-off window: moves the tab back to the window it came from. */
  onDock?: () => void;
}

/** The right-click menu of a tab: the tab bar's actions for that tab (spec 000 §2.3). */
export const TabContextMenu = ({
  children,
  canClose,
  onClose,
  onCloseOthers,
  onCloseAll,
  onClearCache,
  onNewWindow,
  onDock,
}: TabContextMenuProps) => {
  const { t } = useTranslation();
  return (
    <Menu openOnContext>
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<DismissRegular />} disabled={!canClose} onClick={onClose}>
            {t('tabs.close')}
          </MenuItem>
          <MenuItem icon={<TabDesktopMultipleRegular />} onClick={onCloseOthers}>
            {t('tabs.closeOthers')}
          </MenuItem>
          <MenuItem icon={<DismissSquareMultipleRegular />} onClick={onCloseAll}>
            {t('tabs.closeAll')}
          </MenuItem>
          <MenuItem icon={<BroomRegular />} onClick={onClearCache}>
            {t('tabs.clearCache')}
          </MenuItem>
          <MenuItem icon={<WindowNewRegular />} onClick={onNewWindow}>
            {t('desktop.tearOff.newWindow')}
          </MenuItem>
          {onDock && (
            <MenuItem icon={<ArrowImportRegular />} onClick={onDock}>
              {t('desktop.tearOff.dock')}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
