import { Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUT_FILE_ATTACH_PATH, STORED_FILE_EXTENSIONS, type ResourceDef } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { invalidateResource } from '../../crud/core/query-keys';
import { acceptAttribute, mimeTypeOf, readBytes } from '../../crud/core/upload-check';
import { UploadProgressBar } from '../../crud/fluent/widgets/UploadProgressBar';
import { useUploadProblemText } from '../../crud/fluent/widgets/use-file-upload';
import { useUploadProgress } from '../../crud/fluent/widgets/use-upload-progress';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import { FilePickArea } from '../../ui/FilePickArea';
import { FormDialog } from '../../ui/FormDialog';
import { checkAttachFile, fileSizeText } from './attach-file';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface AttachUploadDialogProps {
  def: ResourceDef;
  onClose: () => void;
}

/**
 * 附件管理's 上传: pick one file, checked (type, then its kind's size) before anything is sent, then
 * `put-file-attach` through the engine's upload transport, with a bar that follows the host's progress events
 * (indeterminate until the first). Success: 操作成功!, the list refreshes, the dialog closes; a refusal keeps the
 * dialog open with the server's message under the file.
 */
export const AttachUploadDialog = ({ def, onClose }: AttachUploadDialogProps) => {
  const styles = useStyles();
  const provider = useDataProvider();
  const client = useQueryClient();
  const { t } = useTranslation();
  const { ct, rt } = useCrudText();
  const problemText = useUploadProblemText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { track, stop, fraction } = useUploadProgress();

  const upload = useMutation({
    mutationFn: async (picked: File) => {
      const bytes = await readBytes(picked);
      try {
        return await provider.upload(
          { name: picked.name, type: mimeTypeOf(picked), bytes, uploadId: track() },
          `/api${PUT_FILE_ATTACH_PATH}`,
        );
      } finally {
        stop();
      }
    },
    onSuccess: async () => {
      notify.success(t('messages.operationSuccess'));
      await invalidateResource(client, def);
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error) || ct('uploadFailed')),
  });
  const busy = upload.isPending;

  const pick = (picked: File) => {
    const refused = checkAttachFile(picked);
    setFile(refused ? null : picked);
    setProblem(
      refused === null
        ? null
        : refused.kind === 'unsupported'
          ? rt('res.system.attach.upload.unsupported')
          : problemText(refused.problem),
    );
  };

  const send = () => {
    if (!file) setProblem((current) => current ?? rt('res.system.attach.upload.nothingChosen'));
    else upload.mutate(file);
  };

  return (
    <FormDialog
      title={rt('res.system.attach.upload.title')}
      busy={busy}
      submitLabel={rt('res.system.attach.upload.submit')}
      busyLabel={ct('uploading')}
      cancelLabel={ct('cancel')}
      onSubmit={send}
      onCancel={onClose}
      submitTestId="attach-upload-submit"
    >
      <Text className={styles.hint}>{rt('res.system.attach.upload.allowed')}</Text>
      <Field
        label={{ children: rt('res.system.attach.upload.file'), htmlFor: 'attach-upload-choose' }}
        validationMessage={problem ?? undefined}
        validationState={problem ? 'error' : 'none'}
        data-field="file"
      >
        <FilePickArea
          label={rt('res.system.attach.upload.choose')}
          icon={<AttachRegular />}
          accept={acceptAttribute(STORED_FILE_EXTENSIONS)}
          disabled={busy}
          onPick={pick}
          buttonId="attach-upload-choose"
          inputLabel={rt('res.system.attach.upload.choose')}
          inputTestId="attach-upload-file"
        >
          {file && (
            <Text data-testid="attach-upload-chosen">
              {rt('res.system.attach.upload.chosen', { name: file.name, size: fileSizeText(file.size) })}
            </Text>
          )}
        </FilePickArea>
      </Field>
      {busy && file && (
        <Field hint={rt('res.system.attach.upload.uploading', { name: file.name })}>
          <UploadProgressBar fraction={fraction} label={ct('uploading')} />
        </Field>
      )}
    </FormDialog>
  );
};
