import { makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShopRegular, DataTrendingRegular, ReceiptMoneyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { BrandMark } from './BrandMark';

const useStyles = makeStyles({
  panel: {
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: '48px 56px',
    color: '#FFFFFF',
    backgroundImage: 'linear-gradient(150deg, #0BB3BB 0%, #089DA5 38%, #05656A 100%)',
    '@media (max-width: 860px)': { display: 'none' },
  },
  top: { position: 'relative', zIndex: 1, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  body: { position: 'relative', zIndex: 1, maxWidth: '520px' },
  title: {
    margin: 0,
    fontSize: '36px',
    lineHeight: '48px',
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
  },
  tagline: {
    margin: `${tokens.spacingVerticalM} 0 0`,
    fontSize: tokens.fontSizeBase500,
    lineHeight: '28px',
    opacity: 0.92,
  },
  subtitle: { margin: `${tokens.spacingVerticalS} 0 0`, fontSize: tokens.fontSizeBase300, opacity: 0.75 },
  points: {
    listStyleType: 'none',
    margin: `${tokens.spacingVerticalXXXL} 0 0`,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  point: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: '8px 14px',
    borderRadius: '999px',
    backgroundColor: 'rgba(255, 255, 255, 0.14)',
    border: '1px solid rgba(255, 255, 255, 0.22)',
    fontSize: tokens.fontSizeBase300,
  },
  pointIcon: { fontSize: '18px', display: 'flex' },
  footer: { position: 'relative', zIndex: 1, fontSize: tokens.fontSizeBase200, opacity: 0.7 },
  scenery: { position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: '46%', pointerEvents: 'none' },
});

/**
 * The left half of the sign-in page: the platform title over a drawn Cangshan-and-Erhai skyline
 * (inline SVG, so nothing is fetched and the CSP needs no exception).
 */
export const BrandPanel = ({ title }: { title: string }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.top}>
        <BrandMark size={40} inverted />
      </div>
      <div className={styles.body}>
        <h1 className={styles.title} data-testid="platform-title">
          {title}
        </h1>
        <p className={styles.tagline}>{t('login.brandTagline')}</p>
        <p className={styles.subtitle}>{t('app.subtitle')}</p>
        <ul className={styles.points}>
          <li className={styles.point}>
            <span className={styles.pointIcon} aria-hidden>
              <BuildingShopRegular />
            </span>
            {t('login.brandPoints.merchants')}
          </li>
          <li className={styles.point}>
            <span className={styles.pointIcon} aria-hidden>
              <ReceiptMoneyRegular />
            </span>
            {t('login.brandPoints.orders')}
          </li>
          <li className={styles.point}>
            <span className={styles.pointIcon} aria-hidden>
              <DataTrendingRegular />
            </span>
            {t('login.brandPoints.board')}
          </li>
        </ul>
      </div>
      <div className={styles.footer}>{t('login.copyright')}</div>
      <svg className={styles.scenery} viewBox="0 0 800 400" preserveAspectRatio="none" aria-hidden>
        <circle cx="610" cy="120" r="46" fill="rgba(255,255,255,0.16)" />
        <path
          d="M0 260 L90 170 L150 215 L250 105 L340 200 L420 140 L520 230 L610 160 L700 215 L800 150 L800 400 L0 400 Z"
          fill="rgba(255,255,255,0.10)"
        />
        <path
          d="M0 300 L120 225 L210 270 L300 205 L400 275 L500 220 L600 285 L700 240 L800 270 L800 400 L0 400 Z"
          fill="rgba(255,255,255,0.12)"
        />
        <path d="M0 330 Q200 310 400 330 T800 330 L800 400 L0 400 Z" fill="rgba(3,63,67,0.35)" />
        <path d="M40 350 Q140 340 240 350" stroke="rgba(255,255,255,0.35)" strokeWidth="2" fill="none" />
        <path d="M330 368 Q450 356 570 368" stroke="rgba(255,255,255,0.28)" strokeWidth="2" fill="none" />
        <path d="M600 345 Q680 337 760 345" stroke="rgba(255,255,255,0.3)" strokeWidth="2" fill="none" />
      </svg>
    </section>
  );
};
