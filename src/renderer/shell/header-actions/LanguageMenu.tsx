import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n';
import { languages } from '../../../shared/i18n/languages';
import { switchLanguage } from '../../app/i18n';
import { getApi } from '../../platform/api';
import { useSetting } from '../../stores/settings-store';

/** zh / en, switched at once and stored by the host (every window and the next start follow). */
export const LanguageMenu = () => {
  const { t } = useTranslation();
  const language = useSetting('language');
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => {
        const next = data.checkedItems[0];
        if (next === 'zh' || next === 'en') void switchLanguage(getApi(), next);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('header.language')} relationship="label" withArrow>
          <Button appearance="subtle" icon={<LocalLanguageRegular />}>
            {t(`language.${language}`)}
          </Button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {languages.map((lang: Language) => (
            <MenuItemRadio key={lang} name="language" value={lang}>
              {t(`language.${lang}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
