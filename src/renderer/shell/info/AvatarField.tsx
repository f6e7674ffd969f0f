import { Button, Field, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BladeFile, R } from '../../../shared/bladex';
import { UploadProgressBar } from '../../crud/fluent/widgets/UploadProgressBar';
import { useUploadProgress } from '../../crud/fluent/widgets/use-upload-progress';
import { uploadOrLog } from '../../platform/request-or-log';
import { AVATAR_ACCEPT, avatarMimeType, checkAvatarFile } from './avatar-rules';
import { UserAvatar } from '../header-actions/UserAvatar';

export const PUT_FILE_URL = '/api/blade-resource/oss/endpoint/put-file';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  actions: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  progress: { width: '200px' },
  hint: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

const linkOf = (body: unknown): string => {
  const data = (body as Partial<R<Partial<BladeFile>>> | null)?.data;
  return typeof data?.link === 'string' ? data.link : '';
};

// Blob.arrayBuffer is missing in some engines (older WebViews, jsdom); FileReader is everywhere.
const readBytes = (file: Blob): Promise<Uint8Array<ArrayBuffer>> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.onerror = () => reject(reader.error ?? new Error('read failed'));
        reader.readAsArrayBuffer(file);
      });

export interface AvatarFieldProps {
  value: string;
  name: string;
  disabled?: boolean;
  onChange: (link: string) => void;
  /** Lets the form keep its save button off while a file is on its way. */
  onBusyChange: (busy: boolean) => void;
}

type Feedback = { state: 'error' | 'success'; text: string } | null;

/**
 * Avatar preview and upload: the file is checked here (type, then size) and only a valid one is sent, with a bar
 * that follows the host's progress events for it.
 */
export const AvatarField = ({ value, name, disabled, onChange, onBusyChange }: AvatarFieldProps) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const { track, stop, fraction } = useUploadProgress();

  const upload = async (file: File) => {
    // One text for a wrong type or size, the same the user form's avatar field shows.
    if (checkAvatarFile(file)) {
      setFeedback({ state: 'error', text: t('info.avatarRule') });
      return;
    }
    setUploading(true);
    onBusyChange(true);
    setFeedback(null);
    try {
      const bytes = await readBytes(file);
      const result = await uploadOrLog({
        url: PUT_FILE_URL,
        fileName: file.name,
        mimeType: avatarMimeType(file),
        bytes,
        uploadId: track(),
      });
      const link = result.ok ? linkOf(result.data.data) : '';
      if (link) {
        onChange(link);
        setFeedback({ state: 'success', text: t('info.avatarUploaded') });
      } else {
        const message = result.ok ? '' : result.error.message;
        setFeedback({
          state: 'error',
          text: message ? `${t('info.avatarUploadFailed')}: ${message}` : t('info.avatarUploadFailed'),
        });
      }
    } catch (error) {
      // The file vanished or could not be read: nothing was sent.
      const message = error instanceof Error ? error.message : String(error);
      setFeedback({ state: 'error', text: `${t('info.avatarUploadFailed')}: ${message}` });
    } finally {
      stop();
      setUploading(false);
      onBusyChange(false);
    }
  };

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <Field label={t('info.avatar')} validationState={feedback?.state ?? 'none'} validationMessage={feedback?.text}>
      <div className={styles.row}>
        <div data-testid="info-avatar-preview" aria-label={t('info.avatarAlt', { name })}>
          <UserAvatar name={name} src={value} size={96} />
        </div>
        <div className={styles.actions}>
          <input
            ref={input}
            className={styles.hidden}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={chosen}
            data-testid="info-avatar-input"
            tabIndex={-1}
            aria-hidden="true"
          />
          <Button
            icon={uploading ? <Spinner size="tiny" /> : <ArrowUploadRegular />}
            disabled={disabled || uploading}
            onClick={() => input.current?.click()}
          >
            {uploading ? t('info.uploading') : t('info.chooseAvatar')}
          </Button>
          {value ? (
            <Button
              appearance="subtle"
              size="small"
              icon={<DeleteRegular />}
              disabled={disabled || uploading}
              onClick={() => {
                onChange('');
                setFeedback(null);
              }}
            >
              {t('info.useDefaultAvatar')}
            </Button>
          ) : null}
          {uploading && (
            <div className={styles.progress}>
              <UploadProgressBar fraction={fraction} label={t('info.uploading')} />
            </div>
          )}
          <span className={styles.hint}>{t('info.avatarHint')}</span>
        </div>
      </div>
    </Field>
  );
};
