import { makeStyles, mergeClasses, shorthands, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface CaptchaButtonProps {
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

const useStyles = makeStyles({
  button: {
    flexShrink: 0,
    // The server draws 200×60: shown at 160×48 it stays legible at a glance.
    width: '160px',
    height: '48px',
    padding: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    cursor: 'pointer',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1) },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
  image: { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
});

/** The captcha image as a real button: click, Enter or Space asks for a new one. */
export const CaptchaButton = ({ image, loading, failed, onRefresh }: CaptchaButtonProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const label = failed ? t('login.captchaUnavailable') : t('login.refreshCaptcha');
  return (
    <button
      type="button"
      className={mergeClasses(styles.button, failed && styles.failed)}
      onClick={onRefresh}
      title={label}
      aria-label={label}
      data-testid="captcha-refresh"
    >
      {image && !failed ? (
        <img className={styles.image} src={image} alt={t('login.captcha')} />
      ) : loading ? (
        <Spinner size="tiny" />
      ) : (
        label
      )}
    </button>
  );
};
