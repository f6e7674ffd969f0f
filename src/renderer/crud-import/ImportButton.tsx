import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { importKeyOf, type ResourceDef } from '../../shared/resources';
import { useCrudText } from '../crud/i18n/use-crud-text';
import { getApi } from '../platform/api';
import { ImportDialog } from './ImportDialog';
import { importText } from './import-texts';
import { useImport, type ImportApi } from './use-import';

export interface ImportButtonProps {
  def: ResourceDef;
  /** Called after rows were written, so the list shows them. */
  onImported: () => void;
  /** The host API; `window.api` (or the browser host's socket) by default. */
  api?: ImportApi;
  disabled?: boolean;
}

/**
 * The toolbar's "import" (for definitions that declare `import`; the toolbar shows it to holders of
 * `<permission>_import`): the engine's import dialog over the definition's own import verbs.
 */
export const ImportButton = ({ def, onImported, api, disabled = false }: ImportButtonProps) => {
  const hostApi = useMemo(() => api ?? getApi(), [api]);
  const { rt, language } = useCrudText();
  const [open, setOpen] = useState(false);
  const control = useImport(hostApi, def, { badAnswer: importText(language, 'badAnswer') });
  const title = rt(def.title);
  const key = useMemo(() => importKeyOf(def), [def]);
  const columnLabel = useCallback(
    (name: string) => {
      const field = def.fields.find((candidate) => candidate.name === name);
      return field ? rt(field.label) : name === '_' ? '' : name;
    },
    [def, rt],
  );

  return (
    <>
      <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => setOpen(true)} data-testid="crud-import">
        {importText(language, 'button')}
      </Button>
      <ImportDialog
        open={open}
        title={title}
        language={language}
        columnLabel={columnLabel}
        {...(key ? { keyLabel: rt(key.label) } : {})}
        state={control.state}
        fraction={control.fraction}
        onDownloadTemplate={() => control.downloadTemplate(importText(language, 'templateFileName', { title }))}
        onCheck={(file, covered) => void control.check(file, covered)}
        onImport={(covered) =>
          void control.run(covered).then((written) => {
            if (written) onImported();
          })
        }
        onClose={() => {
          control.reset();
          setOpen(false);
        }}
      />
    </>
  );
};
