import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getApi } from '../../platform/api';
import { errorLogActions, useErrorLogEntries } from '../../stores/error-log-store';
import { MAX_ERROR_LOG_ENTRIES, type ErrorLogEntry } from '../../stores/updates/error-log-updates';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useNotify } from '../../platform/notify';
import { uploadErrorLog } from './upload-error-log';

const useStyles = makeStyles({
  surface: { maxWidth: '960px', width: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxHeight: '60vh' },
  summary: { margin: 0, color: tokens.colorNeutralForeground3 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  entry: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  message: { margin: 0, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  stack: {
    margin: 0,
    maxHeight: '200px',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
  },
  empty: { textAlign: 'center', padding: '32px 0', color: tokens.colorNeutralForeground3 },
  emptyTitle: { margin: 0, fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
});

const knownTypes = ['error', 'unhandledrejection', 'http', 'network', 'internal'] as const;
type KnownType = (typeof knownTypes)[number];
const isKnownType = (type: string): type is KnownType => (knownTypes as readonly string[]).includes(type);

const EntryView = ({ entry }: { entry: ErrorLogEntry }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <li className={styles.entry} data-testid="error-log-entry">
      <span className={styles.term}>{t('errorLog.type')}</span>
      <span className={styles.value}>
        <Badge
          appearance="tint"
          color={entry.type === 'error' || entry.type === 'unhandledrejection' ? 'danger' : 'warning'}
        >
          {isKnownType(entry.type) ? t(`errorLog.types.${entry.type}`) : entry.type}
        </Badge>
      </span>
      <span className={styles.term}>{t('errorLog.time')}</span>
      <span className={styles.value}>{entry.time}</span>
      <span className={styles.term}>{t('errorLog.url')}</span>
      <span className={styles.value}>{entry.url}</span>
      <span className={styles.term}>{t('errorLog.message')}</span>
      <p className={styles.message}>{entry.message}</p>
      {entry.info && (
        <>
          <span className={styles.term}>{t('errorLog.info')}</span>
          <span className={styles.value}>{entry.info}</span>
        </>
      )}
      {entry.stack && (
        <>
          <span className={styles.term}>{t('errorLog.stack')}</span>
          <details>
            <summary>{entry.stack.split('\n')[0]}</summary>
            <pre className={styles.stack}>{entry.stack}</pre>
          </details>
        </>
      )}
    </li>
  );
};

type Pending = 'upload' | 'clear';

export interface ErrorLogDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The local error log: what failed, where and when; upload it to the server or clear it, each after a confirm. */
export const ErrorLogDialog = ({ open, onClose }: ErrorLogDialogProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const entries = useErrorLogEntries();
  const [confirm, setConfirm] = useState<Pending>('upload');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (kind: Pending) => {
    setConfirm(kind);
    setConfirmOpen(true);
  };
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    setBusy(true);
    const { sent, failure } = await uploadErrorLog(getApi(), entries);
    errorLogActions.uploaded(sent);
    setBusy(false);
    setConfirmOpen(false);
    if (failure && !failure.ok) notify.error(t('errorLog.uploadFailed', { message: failure.error.message }));
    else notify.success(t('errorLog.uploadSuccess'));
  };

  const clear = () => {
    errorLogActions.clear();
    setConfirmOpen(false);
    notify.success(t('errorLog.clearSuccess'));
  };

  const empty = entries.length === 0;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('errorLog.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {empty ? (
              <div className={styles.empty}>
                <p className={styles.emptyTitle}>{t('errorLog.empty')}</p>
                <p>{t('errorLog.emptyHint')}</p>
              </div>
            ) : (
              <>
                <p className={styles.summary}>
                  {t('errorLog.summary', { count: entries.length, max: MAX_ERROR_LOG_ENTRIES })}
                </p>
                <ul className={styles.list} aria-label={t('errorLog.title')}>
                  {entries.map((entry) => (
                    <EntryView key={entry.id} entry={entry} />
                  ))}
                </ul>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              icon={busy ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
              disabled={empty || busy}
              onClick={() => ask('upload')}
            >
              {busy ? t('errorLog.uploading') : t('errorLog.upload')}
            </Button>
            <Button icon={<DeleteRegular />} disabled={empty || busy} onClick={() => ask('clear')}>
              {t('errorLog.clear')}
            </Button>
            <Button appearance="secondary" disabled={busy} onClick={onClose}>
              {t('dialogs.close')}
            </Button>
          </DialogActions>
        </DialogBody>
        <ConfirmDialog
          open={confirmOpen}
          message={confirm === 'upload' ? t('errorLog.uploadConfirm') : t('errorLog.clearConfirm')}
          busy={busy}
          onConfirm={() => (confirm === 'upload' ? void upload() : clear())}
          onCancel={() => setConfirmOpen(false)}
        />
      </DialogSurface>
    </Dialog>
  );
};
