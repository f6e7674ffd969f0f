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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { Language } from '../../shared/i18n';
import { BusyButton } from '../ui/BusyButton';
import { FilePickArea } from '../ui/FilePickArea';
import { isImportableFile } from './import-file';
import { importText } from './import-texts';
import type { ImportState } from './use-import';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  errors: { maxHeight: '240px', overflowY: 'auto' },
  rowCell: { width: '88px' },
});

export interface ImportDialogProps {
  open: boolean;
  /** The resource's title, already translated. */
  title: string;
  language: Language;
  state: ImportState;
  onDownloadTemplate: () => Promise<string | null>;
  onUpload: (file: File, covered: boolean) => void;
  onClose: () => void;
}

/**
 * Template download, file choice (checked before sending), the overwrite switch, then the result: the counts,
 * or every refused row in a table. An outside click does not close it, nor does anything while uploading.
 */
export const ImportDialog = ({
  open,
  title,
  language,
  state,
  onDownloadTemplate,
  onUpload,
  onClose,
}: ImportDialogProps) => {
  const styles = useStyles();
  const t = (key: Parameters<typeof importText>[1], params?: Readonly<Record<string, string | number>>) =>
    importText(language, key, params);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState(false);
  const [covered, setCovered] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [templateProblem, setTemplateProblem] = useState<string | null>(null);
  const uploading = state.phase === 'uploading';

  const choose = (picked: File) => {
    const importable = isImportableFile(picked);
    setFileProblem(!importable);
    setFile(importable ? picked : null);
  };

  const downloadTemplate = async () => {
    setTemplateBusy(true);
    setTemplateProblem(null);
    const problem = await onDownloadTemplate();
    setTemplateBusy(false);
    if (problem !== null) setTemplateProblem(problem ? `${t('templateFailed')}: ${problem}` : t('templateFailed'));
  };

  const close = () => {
    if (uploading) return;
    setFile(null);
    setFileProblem(false);
    setTemplateProblem(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) close();
      }}
    >
      <DialogSurface aria-describedby={undefined} data-testid="import-dialog">
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
              hint={fileProblem ? undefined : t('fileRule')}
              validationState={fileProblem ? 'error' : 'none'}
              validationMessage={fileProblem ? t('fileRule') : undefined}
            >
              <FilePickArea
                label={t('choose')}
                icon={<DocumentArrowUpRegular />}
                accept=".xlsx"
                disabled={uploading}
                onPick={choose}
                inputTestId="import-file"
              >
                <Text data-testid="import-file-name">{file?.name ?? t('noFile')}</Text>
              </FilePickArea>
            </Field>
            <Field hint={t('coveredHint')}>
              <Switch
                label={t('covered')}
                checked={covered}
                disabled={uploading}
                onChange={(_, data) => setCovered(data.checked)}
                data-testid="import-covered"
              />
            </Field>
            {state.phase === 'done' && (
              <MessageBar intent="success" data-testid="import-result">
                <MessageBarBody>{t('done', { inserted: state.inserted, updated: state.updated })}</MessageBarBody>
              </MessageBar>
            )}
            {state.phase === 'failed' && (
              <>
                <MessageBar intent="error" data-testid="import-failed">
                  <MessageBarBody>
                    {t('failed')}
                    {state.rows.length === 0 ? `: ${state.message}` : ''}
                  </MessageBarBody>
                </MessageBar>
                {state.rows.length > 0 && (
                  <div className={styles.errors}>
                    <Table size="small" data-testid="import-errors">
                      <TableHeader>
                        <TableRow>
                          <TableHeaderCell className={styles.rowCell}>{t('row')}</TableHeaderCell>
                          <TableHeaderCell>{t('error')}</TableHeaderCell>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {state.rows.map((problem, i) => (
                          <TableRow key={`${problem.row}-${i}`}>
                            <TableCell className={styles.rowCell}>{t('rowLabel', { row: problem.row })}</TableCell>
                            <TableCell>{problem.message}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </div>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <BusyButton
              busy={uploading}
              busyLabel={t('importing')}
              disabled={!file}
              onClick={() => file && onUpload(file, covered)}
              data-testid="import-submit"
            >
              {t('submit')}
            </BusyButton>
            <Button disabled={uploading} onClick={close}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
