import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Language } from '../../shared/i18n';
import { formatCount } from '../../shared/number-format';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../shared/resources';
import { sizeLimitText } from '../crud/core/upload-check';
import { UploadProgressBar } from '../crud/fluent/widgets/UploadProgressBar';
import { formatBytes } from '../shell/home/format';
import { BusyButton } from '../ui/BusyButton';
import { FilePickArea } from '../ui/FilePickArea';
import { fileProblemOf, type FileProblem } from './import-file';
import { importText, type ImportTextKey } from './import-texts';
import { PreviewRowsTable, RowErrorsTable } from './ImportPreviewTables';
import type { ImportState } from './use-import';

const useStyles = makeStyles({
  surface: { width: 'min(960px, 92vw)', maxWidth: 'min(960px, 92vw)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ImportDialogProps {
  open: boolean;
  /** The resource's title, already translated. */
  title: string;
  language: Language;
  /** The column title of a property in the operator's language ('' when it names none). */
  columnLabel: (field: string) => string;
  /** The label of the import's key field; without a key there is nothing to overwrite and no switch. */
  keyLabel?: string;
  state: ImportState;
  /** The upload's progress, 0..1, or null before the host's first event. */
  fraction: number | null;
  onDownloadTemplate: () => Promise<string | null>;
  /** A file was picked (and passed the local check), or the overwrite switch changed with a file picked. */
  onCheck: (file: File, covered: boolean) => void;
  onImport: (covered: boolean) => void;
  onClose: () => void;
}

const FILE_PROBLEM_TEXT: Readonly<Record<FileProblem, ImportTextKey>> = {
  type: 'fileRule',
  empty: 'fileEmpty',
  size: 'fileTooLarge',
};

/**
 * The engine's import, for any definition that declares one: the template, the limits, the file (checked here
 * first, then by the server as soon as it is picked), the overwrite switch, the check's outcome (every row
 * error with its row, column and message, or the rows as read) and only then 导入, which is enabled only for a
 * checked file without errors; progress while uploading, and the result. An outside click does not close it,
 * nor does anything while a file is on its way.
 */
export const ImportDialog = ({
  open,
  title,
  language,
  columnLabel,
  keyLabel,
  state,
  fraction,
  onDownloadTemplate,
  onCheck,
  onImport,
  onClose,
}: ImportDialogProps) => {
  const styles = useStyles();
  // Every number a message carries (rows, counts, the row limit) is a count: grouped like the rest of the app.
  const t = (key: ImportTextKey, params?: Readonly<Record<string, string | number>>) =>
    importText(
      language,
      key,
      params &&
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => [
            name,
            typeof value === 'number' ? formatCount(value, language) : value,
          ]),
        ),
    );
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [covered, setCovered] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [templateProblem, setTemplateProblem] = useState<string | null>(null);
  const busy = state.phase === 'checking' || state.phase === 'importing';
  const file = state.phase === 'idle' ? null : state.file;
  const preview = state.phase === 'checked' || state.phase === 'importing' ? state.preview : null;

  const choose = (picked: File) => {
    const problem = fileProblemOf(picked);
    setFileProblem(problem === null ? null : t(FILE_PROBLEM_TEXT[problem], { size: formatBytes(picked.size) }));
    if (problem === null) onCheck(picked, covered);
  };

  const changeCovered = (next: boolean) => {
    setCovered(next);
    // Which rows add and which overwrite (or are refused) depends on the switch: check the file again.
    if (file && state.phase !== 'done') onCheck(file, next);
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    setTemplateProblem(null);
    const problem = await onDownloadTemplate();
    setTemplateBusy(false);
    if (problem !== null) setTemplateProblem(problem ? `${t('templateFailed')}: ${problem}` : t('templateFailed'));
  };

  const close = () => {
    if (busy) return;
    setFileProblem(null);
    setTemplateProblem(null);
    setCovered(false);
    onClose();
  };

  const progressLabel =
    fraction !== null && fraction < 1 ? t('uploading') : t(state.phase === 'importing' ? 'importing' : 'checking');

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface aria-describedby={undefined} className={styles.surface} data-testid="import-dialog">
        <DialogBody>
          <DialogTitle>{t('title', { title })}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.line}>
              <Button
                icon={templateBusy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
                disabled={templateBusy}
                onClick={() => void downloadTemplate()}
                data-testid="import-template"
              >
                {t('template')}
              </Button>
              <Text size={200}>{t('templateHint')}</Text>
            </div>
            {templateProblem && (
              <MessageBar intent="error">
                <MessageBarBody>{templateProblem}</MessageBarBody>
              </MessageBar>
            )}
            <Field
              label={t('choose')}
              hint={
                fileProblem
                  ? undefined
                  : t('limits', { size: sizeLimitText(IMPORT_MAX_BYTES / 1024), rows: IMPORT_MAX_ROWS })
              }
              validationState={fileProblem ? 'error' : 'none'}
              validationMessage={fileProblem ?? undefined}
            >
              <FilePickArea
                label={t('choose')}
                icon={<DocumentArrowUpRegular />}
                accept=".xlsx"
                disabled={busy}
                onPick={choose}
                inputLabel={t('choose')}
                inputTestId="import-file"
              >
                <Text data-testid="import-file-name">{file?.name ?? t('noFile')}</Text>
              </FilePickArea>
            </Field>
            {keyLabel !== undefined && (
              <Field hint={t('coveredHint', { key: keyLabel })}>
                <Switch
                  label={t('covered')}
                  checked={covered}
                  disabled={busy || state.phase === 'done'}
                  onChange={(_, data) => changeCovered(data.checked)}
                  data-testid="import-covered"
                />
              </Field>
            )}
            {busy && (
              <div data-testid="import-progress">
                <UploadProgressBar fraction={fraction} label={progressLabel} />
                <Text size={200} className={styles.hint}>
                  {progressLabel}
                </Text>
              </div>
            )}
            {state.phase === 'checked' && state.preview.errorCount > 0 && (
              <MessageBar intent="error" data-testid="import-check">
                <MessageBarBody>
                  {t('checkedErrors', { count: state.preview.errorCount, total: state.preview.total })}
                </MessageBarBody>
              </MessageBar>
            )}
            {state.phase === 'checked' && state.preview.errorCount === 0 && (
              <MessageBar intent="info" data-testid="import-check">
                <MessageBarBody>
                  {t('checkedOk', {
                    total: state.preview.total,
                    creates: state.preview.creates,
                    updates: state.preview.updates,
                  })}
                </MessageBarBody>
              </MessageBar>
            )}
            {preview && preview.ignored.length > 0 && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('ignored', { headers: preview.ignored.join('、') })}</MessageBarBody>
              </MessageBar>
            )}
            {preview && preview.errorCount > 0 && (
              <RowErrorsTable errors={preview.errors} count={preview.errorCount} columnLabel={columnLabel} t={t} />
            )}
            {preview && preview.errorCount === 0 && (
              <PreviewRowsTable preview={preview} columnLabel={columnLabel} t={t} />
            )}
            {state.phase === 'done' && (
              <MessageBar intent="success" data-testid="import-result">
                <MessageBarBody>{t('done', { inserted: state.inserted, updated: state.updated })}</MessageBarBody>
              </MessageBar>
            )}
            {state.phase === 'failed' && (
              <>
                <MessageBar intent="error" data-testid="import-failed">
                  <MessageBarBody>
                    {t(state.stage === 'check' ? 'checkFailed' : 'failed')}
                    {state.rows.length === 0 ? `: ${state.message}` : ''}
                  </MessageBarBody>
                </MessageBar>
                {state.rows.length > 0 && (
                  <RowErrorsTable errors={state.rows} count={state.rows.length} columnLabel={columnLabel} t={t} />
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <BusyButton
              busy={state.phase === 'importing'}
              busyLabel={t('importing')}
              disabled={state.phase !== 'checked' || state.preview.errorCount > 0}
              onClick={() => onImport(covered)}
              data-testid="import-submit"
            >
              {t('submit')}
            </BusyButton>
            <Button disabled={busy} onClick={close}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
