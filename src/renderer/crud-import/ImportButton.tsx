import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { ResourceDef } from '../../shared/resources';
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
 * The toolbar's "import" (for definitions with `import: true`; the toolbar shows it to holders of
 * `<permission>_import`): a dialog with the template, the file and the overwrite switch, then the result.
 */
export const ImportButton = ({ def, onImported, api, disabled = false }: ImportButtonProps) => {
  const hostApi = useMemo(() => api ?? getApi(), [api]);
  const { rt, language } = useCrudText();
  const [open, setOpen] = useState(false);
  const control = useImport(hostApi, def);
  const title = rt(def.title);

  return (
    <>
      <Button icon={<ArrowUploadRegular />} disabled={disabled} onClick={() => setOpen(true)} data-testid="crud-import">
        {importText(language, 'button')}
      </Button>
      <ImportDialog
        open={open}
        title={title}
        language={language}
        state={control.state}
        onDownloadTemplate={() => control.downloadTemplate(importText(language, 'templateFileName', { title }))}
        onUpload={(file, covered) =>
          void control.upload(file, covered).then((written) => {
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
