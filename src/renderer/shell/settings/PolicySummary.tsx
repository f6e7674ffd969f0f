import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PolicyView } from '../../../shared/policy';
import { lockReason, sourceLabel } from './lock-reason';

const useStyles = makeStyles({
  section: {
    padding: '16px 20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
  list: {
    margin: 0,
    paddingInlineStart: '20px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  ignored: { color: tokens.colorPaletteRedForeground1 },
});

/** What IT policy does on this computer beyond the fields above: the board, export, crash reports, unused values. */
export const PolicySummary = ({ policy }: { policy: PolicyView }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const items: Array<{ key: string; text: string; ignored?: boolean }> = [];
  if (policy.kioskDisplay !== null) {
    items.push({ key: 'display', text: t('desktop.settings.policyKioskDisplay', { n: policy.kioskDisplay }) });
  }
  if (policy.exportDisabled) items.push({ key: 'export', text: t('desktop.settings.policyExportDisabled') });
  if (policy.crashUpload) items.push({ key: 'crash', text: t('desktop.settings.policyCrashUpload') });
  for (const [index, ignored] of policy.ignored.entries()) {
    items.push({
      key: `ignored-${index}`,
      ignored: true,
      text: t('desktop.settings.policyIgnored', {
        name: ignored.policyName,
        source: sourceLabel(t, ignored.source),
        reason: ignored.reason,
      }),
    });
  }
  const forcedFields = Object.keys(policy.locks).length;
  return (
    <section className={styles.section} aria-labelledby="policy-title" data-testid="policy-summary">
      <h2 id="policy-title" className={styles.title}>
        {t('desktop.settings.sectionPolicy')}
      </h2>
      {items.length === 0 && forcedFields === 0 ? (
        <p>{t('desktop.settings.policyNone')}</p>
      ) : (
        <ul className={styles.list}>
          {Object.values(policy.locks).map((lock) =>
            lock ? (
              <li key={lock.policyName}>
                {lockReason(t, lock)} · {lock.location}
              </li>
            ) : null,
          )}
          {items.map((item) => (
            <li key={item.key} className={item.ignored ? styles.ignored : undefined}>
              {item.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
