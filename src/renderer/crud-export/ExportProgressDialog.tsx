import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
} from '@fluentui/react-components';
import type { Language } from '../../shared/i18n';
import { formatCount } from '../../shared/number-format';
import { exportShare, type ExportState } from './export-state';
import { exportText } from './export-texts';

export interface ExportProgressDialogProps {
  state: ExportState;
  language: Language;
  onCancel: () => void;
  onReveal: () => void;
  onClose: () => void;
}

const statusText = (state: ExportState, language: Language): string => {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'starting':
      return exportText(language, 'starting');
    case 'running':
      return state.total === null
        ? exportText(language, 'starting')
        : exportText(language, 'progress', {
            written: formatCount(state.written, language),
            total: formatCount(state.total, language),
          });
    case 'done':
      return exportText(language, 'done', { written: formatCount(state.written, language) });
    case 'cancelled':
      return exportText(language, 'cancelled');
    case 'failed':
      return exportText(language, 'failed');
  }
};

/**
 * The export's progress: a non-modal dialog (the list behind it stays usable) that an outside click does
 * not close; it can be closed only once the export has ended, and cancelled while it runs.
 */
export const ExportProgressDialog = ({ state, language, onCancel, onReveal, onClose }: ExportProgressDialogProps) => {
  const busy = state.phase === 'starting' || state.phase === 'running';
  const share = exportShare(state);
  return (
    <Dialog
      open={state.phase !== 'idle'}
      modalType="non-modal"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onClose();
      }}
    >
      <DialogSurface aria-describedby={undefined} data-testid="export-dialog">
        <DialogBody>
          <DialogTitle>{exportText(language, 'title')}</DialogTitle>
          <DialogContent>
            {state.phase === 'failed' ? (
              <MessageBar intent="error" data-testid="export-error">
                <MessageBarBody>
                  {exportText(language, 'failed')}
                  {state.message ? `: ${state.message}` : ''}
                </MessageBarBody>
              </MessageBar>
            ) : (
              <Field validationMessage={statusText(state, language)} validationState="none">
                <ProgressBar
                  data-testid="export-progress"
                  value={share ?? undefined}
                  max={1}
                  thickness="large"
                  color={state.phase === 'done' ? 'success' : 'brand'}
                />
              </Field>
            )}
            {state.phase === 'done' && (
              <p data-testid="export-done">
                {exportText(language, state.downloadUrl ? 'downloading' : 'saved', { fileName: state.fileName })}
              </p>
            )}
          </DialogContent>
          <DialogActions>
            {busy && (
              <Button appearance="secondary" onClick={onCancel} disabled={state.phase === 'starting'}>
                {exportText(language, 'cancel')}
              </Button>
            )}
            {state.phase === 'done' && state.revealable && (
              <Button appearance="secondary" onClick={onReveal}>
                {exportText(language, 'reveal')}
              </Button>
            )}
            {!busy && (
              <Button appearance="primary" onClick={onClose}>
                {exportText(language, 'close')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
