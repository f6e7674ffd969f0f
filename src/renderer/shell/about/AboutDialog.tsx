import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { About, UpdateView } from '../../../shared/contract/update';
import { getApi } from '../../platform/api';
import { BusyButton } from '../../ui/BusyButton';
import { FactList } from '../../ui/FactList';
import { updateStatusText } from './update-text';

const useStyles = makeStyles({
  surface: { maxWidth: '640px' },
  path: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  section: {
    marginTop: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { margin: 0, color: tokens.colorNeutralForeground3 },
});

type Notice = { intent: 'success' | 'error' | 'warning'; text: string } | null;

/**
 * The about dialog (issue 20 item 5): versions, the log and crash-dump folders, "export diagnostics" for IT, and the
 * auto-updater with "restart to update". Marked restart-safe: its own openness does not count as unsaved work.
 */
export const AboutDialog = ({ onClose }: { onClose: () => void }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [about, setAbout] = useState<About | null>(null);
  const [update, setUpdate] = useState<UpdateView | null>(null);
  const [exporting, setExporting] = useState(false);
  const [restarting, setRestarting] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    const api = getApi();
    void api.invoke('app.about').then((result) => result.ok && setAbout(result.data));
    void api.invoke('update.get').then((result) => result.ok && setUpdate(result.data));
    return api.on('update.changed', setUpdate);
  }, []);

  const copy = async (path: string) => {
    try {
      await navigator.clipboard.writeText(path);
      setCopied(path);
    } catch {
      setCopied(null);
    }
  };

  const exportDiagnostics = async () => {
    setExporting(true);
    setNotice(null);
    const result = await getApi().invoke('diagnostics.export');
    setExporting(false);
    if (!result.ok)
      return setNotice({ intent: 'error', text: t('desktop.about.exportFailed', { message: result.error.message }) });
    if (result.data.path)
      setNotice({ intent: 'success', text: t('desktop.about.exported', { path: result.data.path }) });
  };

  const restart = async () => {
    setRestarting(true);
    setNotice(null);
    const result = await getApi().invoke('update.restart');
    if (result.ok && result.data.restarting) return;
    setRestarting(false);
    if (result.ok && result.data.reason === 'dirty-forms')
      setNotice({ intent: 'warning', text: t('desktop.update.dirtyForms') });
    else if (!result.ok) setNotice({ intent: 'error', text: result.error.message });
  };

  const unavailable = t('desktop.about.unavailable');
  const pathValue = (path: string | null | undefined) =>
    path ? (
      <span className={styles.path}>
        <span>{path}</span>
        <Button
          size="small"
          appearance="subtle"
          icon={<CopyRegular />}
          aria-label={t('desktop.about.copyPath')}
          title={copied === path ? t('desktop.about.copied') : t('desktop.about.copyPath')}
          onClick={() => void copy(path)}
        />
      </span>
    ) : (
      unavailable
    );

  const facts: Array<[string, ReactNode]> = about
    ? [
        [t('desktop.about.version'), about.version],
        [t('desktop.about.electron'), about.versions.electron ?? unavailable],
        [t('desktop.about.chrome'), about.versions.chrome ?? unavailable],
        [t('desktop.about.node'), about.versions.node],
        [t('desktop.about.platform'), about.platform],
        [t('desktop.about.logFolder'), pathValue(about.logDir)],
        [t('desktop.about.crashFolder'), pathValue(about.crashDir)],
      ]
    : [];

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-restart-safe="" aria-label={t('desktop.about.menu')}>
        <DialogBody>
          <DialogTitle>{t('desktop.about.title', { name: about?.productName ?? '' })}</DialogTitle>
          <DialogContent>
            {about ? <FactList facts={facts} testId="about-facts" /> : <Spinner size="small" />}
            <section className={styles.section} aria-label={t('desktop.about.exportDiagnostics')}>
              <p className={styles.hint}>{t('desktop.about.exportHint')}</p>
              <div className={styles.row}>
                <BusyButton
                  busy={exporting}
                  busyLabel={t('desktop.about.exporting')}
                  onClick={() => void exportDiagnostics()}
                >
                  {t('desktop.about.exportDiagnostics')}
                </BusyButton>
              </div>
            </section>
            {update ? (
              <section className={styles.section} aria-labelledby="update-title">
                <h2 id="update-title" className={styles.heading}>
                  {t('desktop.update.title')}
                </h2>
                <p className={styles.hint} data-testid="update-status">
                  {updateStatusText(t, update)}
                  {update.status !== 'disabled'
                    ? ` · ${t('desktop.update.channel', {
                        channel:
                          update.channel === 'beta'
                            ? t('desktop.settings.updateChannelBeta')
                            : t('desktop.settings.updateChannelStable'),
                      })}`
                    : null}
                </p>
                {update.status === 'downloading' ? <ProgressBar value={(update.percent ?? 0) / 100} /> : null}
                {update.kiosk && update.maintenanceWindow ? (
                  <p className={styles.hint}>{t('desktop.update.kioskWindow', { window: update.maintenanceWindow })}</p>
                ) : null}
                <div className={styles.row}>
                  <Button
                    disabled={
                      update.status === 'disabled' || update.status === 'checking' || update.status === 'downloading'
                    }
                    onClick={() => void getApi().invoke('update.check')}
                  >
                    {t('desktop.update.check')}
                  </Button>
                  {update.status === 'downloaded' ? (
                    <BusyButton
                      busy={restarting}
                      busyLabel={t('desktop.update.restarting')}
                      onClick={() => void restart()}
                    >
                      {t('desktop.update.restart')}
                    </BusyButton>
                  ) : null}
                </div>
              </section>
            ) : null}
            {notice ? (
              <MessageBar intent={notice.intent} role={notice.intent === 'success' ? 'status' : 'alert'}>
                <MessageBarBody data-testid="about-notice">{notice.text}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('desktop.about.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
