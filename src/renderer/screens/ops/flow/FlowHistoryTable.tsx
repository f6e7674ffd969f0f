import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { FlowHistory } from '../../../../shared/bladex/flow';
import { useFlowText } from './flow-texts';

/** 审批记录: each step an instance passed with who, when, how long and the comment, then the open steps. */
export const FlowHistoryTable = ({ steps }: { steps: readonly FlowHistory[] }) => {
  const text = useFlowText();
  return (
    <Table size="small" aria-label={text.history}>
      <TableHeader>
        <TableRow>
          {[
            text.columns.taskName,
            text.columns.assignee,
            text.columns.createTime,
            text.columns.endTime,
            text.columns.result,
            text.columns.comment,
          ].map((label) => (
            <TableHeaderCell key={label}>{label}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={`${step.historyActivityId}-${index}`} data-testid="flow-history-step">
            <TableCell>{step.historyActivityName}</TableCell>
            <TableCell>{step.assigneeName || '-'}</TableCell>
            <TableCell>{step.createTime || '-'}</TableCell>
            <TableCell>
              {step.endTime || '-'}
              {step.historyActivityDurationTime ? `（${step.historyActivityDurationTime}）` : ''}
            </TableCell>
            <TableCell>{step.isPass === null ? '-' : step.isPass ? text.pass.yes : text.pass.no}</TableCell>
            <TableCell>{step.comment || '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
