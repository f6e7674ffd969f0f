import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CodeSourceTree, CodeWriteResult } from '../../../shared/bladex/ops';
import { strToU8, zipSync } from 'fflate';
import { saveBytes } from '../../crud-import/use-import';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import type { WireRecord } from '../../crud/core/data-provider';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { ResultDialog } from './ResultDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalS },
  path: { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalM },
  source: {
    maxHeight: '420px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre',
  },
});

interface GeneratedFile {
  path: string;
  content: string;
}

/** The previewed files as one .zip, their paths kept (the same archive `gen-code?format=zip` answers). */
export const zipOfFiles = (files: readonly GeneratedFile[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(zipSync(Object.fromEntries(files.map((file) => [file.path, strToU8(file.content)]))));

/**
 * 代码预览: the files `gen-code` answers for one task (the definition, its index line, a migration), read-only, and
 * 下载 zip, which saves them as one archive to unpack at the root of the source tree. In development (`source-tree`
 * writable) 写入源码 writes them there through the scaffold's writer and lists what it wrote, or the server's refusal.
 */
export const CodePreviewDialog = ({ task, onClose }: { task: WireRecord; onClose: () => void }) => {
  const provider = useDataProvider();
  const { rt } = useCrudText();
  const styles = useStyles();
  const t = (key: string, params?: Record<string, string>) => rt(`res.ops.code.preview.${key}`, params);
  const files = useQuery({
    queryKey: ['code', 'gen-code', task.id],
    queryFn: async () =>
      (await provider.custom({
        method: 'POST',
        url: '/api/blade-develop/code/gen-code',
        params: { ids: String(task.id) },
      })) as GeneratedFile[],
  });
  const tree = useQuery({
    queryKey: ['code', 'source-tree'],
    queryFn: async () =>
      (await provider.custom({ method: 'GET', url: '/api/blade-develop/code/source-tree' })) as CodeSourceTree,
    staleTime: Infinity,
  });
  const write = useMutation({
    mutationFn: async () =>
      (await provider.custom({
        method: 'POST',
        url: '/api/blade-develop/code/write-source',
        params: { id: String(task.id) },
      })) as CodeWriteResult,
  });
  return (
    <ResultDialog
      title={t('title', { name: String(task.codeName ?? '') })}
      closeLabel={t('close')}
      onClose={onClose}
      maxWidth={1100}
    >
      {files.isLoading && <Spinner label={t('loading')} />}
      {files.isError && <div role="alert">{errorMessage(files.error)}</div>}
      {files.data?.length === 0 && <div>{t('empty')}</div>}
      {files.data && files.data.length > 0 && (
        <div className={styles.actions}>
          <Button
            onClick={() =>
              saveBytes(zipOfFiles(files.data), `${String(task.resourceName ?? 'generated')}.zip`, 'application/zip')
            }
          >
            {t('download')}
          </Button>
          {tree.data?.writable && (
            <Button
              appearance="primary"
              disabled={write.isPending || write.isSuccess}
              icon={write.isPending ? <Spinner size="tiny" /> : undefined}
              onClick={() => write.mutate()}
              data-testid="code-write-source"
            >
              {write.isPending ? t('writing') : t('write')}
            </Button>
          )}
        </div>
      )}
      {write.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorMessage(write.error)}</MessageBarBody>
        </MessageBar>
      )}
      {write.data && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>
            {t('written', { root: tree.data?.writable ? tree.data.root : '' })}
            <ul>
              {write.data.files.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {files.data?.map((file) => (
        <section key={file.path} data-testid="generated-file">
          <div className={styles.path}>{file.path}</div>
          <pre className={styles.source}>{file.content}</pre>
        </section>
      ))}
    </ResultDialog>
  );
};
