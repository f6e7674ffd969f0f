import { getResource } from '../../../../shared/resources';
import { ReportRunDialog } from '../ReportRunDialog';
import { RowDialogScreen } from '../RowDialogScreen';

const def = getResource('reportFile');

/** 报表列表: the saved reports (remove only) and 运行, a report's table and chart. */
export const Screen = () => (
  <RowDialogScreen
    def={def}
    action="run"
    label="res.ops.reportFile.actions.run"
    dialog={(row, close) => <ReportRunDialog reportId={String(row.id)} onClose={close} />}
  />
);
