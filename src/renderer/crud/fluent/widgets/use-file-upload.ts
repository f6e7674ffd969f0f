import { useCallback, useState } from 'react';
import type { UploadField } from '../../../../shared/resources';
import { useDataProvider } from '../../core/CrudContext';
import { errorMessage } from '../../core/crud-error';
import { checkUpload, mimeTypeOf, readBytes, type UploadProblem } from '../../core/upload-check';
import { useCrudText } from '../../i18n/use-crud-text';
import { useUploadProgress } from './use-upload-progress';

/** The message a refused file gets, in the current language. */
export const useUploadProblemText = () => {
  const { ct } = useCrudText();
  return useCallback(
    (problem: UploadProblem) =>
      problem.kind === 'general'
        ? ct('fileType', { types: problem.types, size: problem.size })
        : problem.kind === 'size'
          ? ct('fileSize', { size: problem.size })
          : ct(`uploadLimits.${problem.kind}`),
    [ct],
  );
};

/**
 * Checks a picked file against the field's types and size before anything is sent, then uploads it through
 * `http.upload` to `put-file`; resolves to the stored link. Each upload gets an id the host reports its progress
 * under: `fraction` (0..1) follows it while `uploading`, null until the first report (an indeterminate bar).
 */
export const useFileUpload = (field: Pick<UploadField<string>, 'accept' | 'maxSizeKb'>) => {
  const provider = useDataProvider();
  const { ct } = useCrudText();
  const problemText = useUploadProblemText();
  const { track, stop, fraction } = useUploadProgress();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Checks a file before anything else is done with it (a crop); shows the refusal and answers false. */
  const accepts = useCallback(
    (file: File): boolean => {
      const refused = checkUpload(field, file);
      setProblem(refused ? problemText(refused) : null);
      return !refused;
    },
    [field, problemText],
  );
  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      const refused = checkUpload(field, file);
      if (refused) {
        setProblem(problemText(refused));
        return null;
      }
      setProblem(null);
      setUploading(true);
      try {
        const bytes = await readBytes(file);
        const stored = await provider.upload({ name: file.name, type: mimeTypeOf(file), bytes, uploadId: track() });
        return stored.link;
      } catch (error) {
        setProblem(errorMessage(error) || ct('uploadFailed'));
        return null;
      } finally {
        stop();
        setUploading(false);
      }
    },
    [field, provider, problemText, ct, track, stop],
  );
  return { accepts, upload, uploading, fraction, problem };
};
