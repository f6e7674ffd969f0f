import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/i18n';
import { languages } from '../../../shared/i18n/languages';
import { switchLanguage } from '../../app/i18n';
import { getApi } from '../../platform/api';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  icon: { color: tokens.colorNeutralForeground3, fontSize: '18px', display: 'flex' },
});

/** zh / en, written back to the host's settings so the choice survives a restart. */
export const LanguageSwitch = () => {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const active: Language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <div className={styles.root} role="group" aria-label={t('language.label')}>
      <span className={styles.icon} aria-hidden>
        <LocalLanguageRegular />
      </span>
      {languages.map((language) => (
        // A plain Button with aria-pressed: ToggleButton's own styles would add ~5 KB gzip to the sign-in route.
        <Button
          key={language}
          size="small"
          appearance={active === language ? 'secondary' : 'subtle'}
          aria-pressed={active === language}
          lang={language === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => void switchLanguage(getApi(), language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </div>
  );
};
