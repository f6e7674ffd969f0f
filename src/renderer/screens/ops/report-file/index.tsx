import { useMemo, useState } from 'react';
import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import type { RowAction } from '../../../crud/fluent/TableRowView';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { ReportRunDialog } from '../ReportRunDialog';

const def = getResource('reportFile');

/** 报表列表: the saved reports (remove only) and 运行, a report's table and chart. */
export const Screen = () => {
  const { rt } = useCrudText();
  const [reportId, setReportId] = useState<string | null>(null);
  const rowActions = useMemo<RowAction[]>(
    () => [{ name: 'run', label: rt('res.ops.reportFile.actions.run'), run: (row) => setReportId(String(row.id)) }],
    [rt],
  );
  return (
    <>
      <ResourcePage def={def} extraRowActions={rowActions} />
      {reportId && <ReportRunDialog reportId={reportId} onClose={() => setReportId(null)} />}
    </>
  );
};
