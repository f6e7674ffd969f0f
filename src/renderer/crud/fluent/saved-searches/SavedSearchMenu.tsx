import {
  Menu,
  MenuButton,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { BookmarkRegular, SaveRegular, SettingsRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { SavedSearch } from '../../../../shared/contract/screen-memory';
import type { SavedSearches } from '../../core/use-saved-searches';
import { useCrudText } from '../../i18n/use-crud-text';
import { ManageSearchesDialog } from './ManageSearchesDialog';
import { SaveSearchDialog } from './SaveSearchDialog';

export interface SavedSearchMenuProps {
  saved: SavedSearches;
  /** What the search form holds now (`savedValuesOf`): what "save current search" saves. */
  current: SavedSearch['values'];
  /** The saved search the list shows now, if it shows one. */
  applied: SavedSearch | undefined;
  onApply: (search: SavedSearch) => void;
}

/** Beside the search buttons: apply one of the screen's saved searches, save the current one, manage them. */
export const SavedSearchMenu = ({ saved, current, applied, onApply }: SavedSearchMenuProps) => {
  const { ct } = useCrudText();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const unavailable = saved.loadError !== null;
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton icon={<BookmarkRegular />} appearance="subtle" data-testid="crud-saved-searches">
            {applied ? ct('savedSearches.menuCurrent', { name: applied.name }) : ct('savedSearches.menu')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {unavailable && <MenuItem disabled>{ct('savedSearches.loadFailed')}</MenuItem>}
            {!unavailable && saved.searches.length === 0 && <MenuItem disabled>{ct('savedSearches.none')}</MenuItem>}
            {saved.searches.map((search) => (
              <MenuItem
                key={search.name}
                onClick={() => onApply(search)}
                secondaryContent={search.name === saved.defaultName ? ct('savedSearches.isDefault') : undefined}
              >
                {search.name}
              </MenuItem>
            ))}
            <MenuDivider />
            <MenuItem icon={<SaveRegular />} disabled={unavailable} onClick={() => setDialog('save')}>
              {ct('savedSearches.save')}
            </MenuItem>
            <MenuItem
              icon={<SettingsRegular />}
              disabled={saved.searches.length === 0}
              onClick={() => setDialog('manage')}
            >
              {ct('savedSearches.manage')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog === 'save' && <SaveSearchDialog saved={saved} values={current} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && <ManageSearchesDialog saved={saved} onClose={() => setDialog(null)} />}
    </>
  );
};
