import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { currentLanguage } from '../../app/i18n';

const useStyles = makeStyles({
  clock: { textAlign: 'center', color: tokens.colorNeutralForegroundOnBrand },
  time: { fontSize: '64px', lineHeight: 1.1, fontWeight: tokens.fontWeightSemibold, letterSpacing: '2px' },
  date: { fontSize: tokens.fontSizeBase400, opacity: 0.85 },
});

const locales = { zh: 'zh-CN', en: 'en-GB' } as const;

/** The lock screen's clock: it shows the screen is alive while nobody is at the desk. */
export const LockClock = () => {
  const styles = useStyles();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const locale = locales[currentLanguage()];
  return (
    <div className={styles.clock} aria-hidden="true">
      <div className={styles.time}>{now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}</div>
      <div className={styles.date}>
        {now.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' })}
      </div>
    </div>
  );
};
