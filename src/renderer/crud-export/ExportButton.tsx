import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import type { Field, ResourceDef } from '../../shared/resources';
import { useLabelMaps } from '../crud/core/use-label-maps';
import { useCrudText } from '../crud/i18n/use-crud-text';
import { getApi } from '../platform/api';
import { connectPolicy, usePolicy } from '../stores/policy-store';
import { exportRequestOf } from './export-columns';
import { ExportProgressDialog } from './ExportProgressDialog';
import { exportText } from './export-texts';
import { useExport, type ExportApi } from './use-export';

export interface ExportButtonProps {
  def: ResourceDef;
  /** The list's current search in wire form (filters, ascs/descs); paging is dropped. */
  params: Readonly<Record<string, unknown>>;
  /** The table's visible fields, in their order: the sheet's columns. */
  columns: readonly Field[];
  /** The host API; `window.api` (or the browser host's socket) by default. */
  api?: ExportApi;
  disabled?: boolean;
}

/**
 * The toolbar's "export": all pages of the current search to an .xlsx, written by the host (main process
 * or browser host) with progress, cancel, and then the download (browser) or the saved file (desktop).
 */
export const ExportButton = ({ def, params, columns, api, disabled = false }: ExportButtonProps) => {
  const hostApi = useMemo(() => api ?? getApi(), [api]);
  const { rt, language } = useCrudText();
  const labels = useLabelMaps(columns, language);
  const control = useExport(hostApi);
  const busy = control.state.phase === 'starting' || control.state.phase === 'running';
  // IT policy may turn export off on this machine (DisableExport); the host refuses it too.
  const offByPolicy = usePolicy().exportDisabled;
  useEffect(() => {
    if (!api) void connectPolicy(getApi());
  }, [api]);

  const start = () => {
    const request = exportRequestOf({
      def,
      params,
      fields: columns,
      labels,
      texts: { rt, rangeStart: exportText(language, 'rangeStart'), rangeEnd: exportText(language, 'rangeEnd') },
      now: new Date(),
    });
    void control.start(request);
  };

  return (
    <>
      <Button
        icon={<ArrowDownloadRegular />}
        disabled={disabled || busy || offByPolicy || columns.length === 0}
        title={
          offByPolicy
            ? exportText(language, 'disabledByPolicy')
            : columns.length === 0
              ? exportText(language, 'noColumns')
              : undefined
        }
        onClick={start}
        data-testid="crud-export"
      >
        {exportText(language, 'button')}
      </Button>
      <ExportProgressDialog
        state={control.state}
        language={language}
        onCancel={() => void control.cancel()}
        onReveal={() => void control.reveal()}
        onClose={control.close}
      />
    </>
  );
};
