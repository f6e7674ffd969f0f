import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditStep } from '../../../shared/bladex/welfare';
import type { ResourceDef } from '../../../shared/resources';
import { errorMessage } from '../../crud/core/crud-error';
import type { WireRecord } from '../../crud/core/data-provider';
import type { RowAction } from '../../crud/fluent/TableRowView';
import { bladex } from '../../platform/bladex-client';

/** The review states every audited row shares (0 pending, 1 passed, 2 rejected). */
const STATE: Readonly<Record<string, string>> = { '0': '待审核', '1': '审核通过', '2': '审核驳回' };

interface AuditHistoryDialogProps {
  resource: string;
  businessId: string;
  onClose: () => void;
}

/** 审核记录: a row's review steps, newest first (who, when, from which state to which, the reason). */
export const AuditHistoryDialog = ({ resource, businessId, onClose }: AuditHistoryDialogProps) => {
  const steps = useQuery({
    queryKey: ['audit-history', resource, businessId],
    queryFn: () => bladex.get<AuditStep[]>('/blade-shop/commonAuditRecord/dialogList', { resource, businessId }),
  });
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>审核记录</DialogTitle>
          <DialogContent>
            {steps.isPending && <Spinner label="加载中" />}
            {steps.error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorMessage(steps.error)}</MessageBarBody>
              </MessageBar>
            )}
            {steps.data && steps.data.length === 0 && <p>暂无审核记录</p>}
            {steps.data && steps.data.length > 0 && (
              <Table size="small" aria-label="审核记录">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>审核时间</TableHeaderCell>
                    <TableHeaderCell>审核人</TableHeaderCell>
                    <TableHeaderCell>结果</TableHeaderCell>
                    <TableHeaderCell>审核意见</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {steps.data.map((step) => (
                    <TableRow key={step.id}>
                      <TableCell>{step.createTime}</TableCell>
                      <TableCell>{step.operatorName}</TableCell>
                      <TableCell>{STATE[step.toState] ?? step.toState}</TableCell>
                      <TableCell>{step.remark}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

/** The 审核记录 row button of an audited list and its dialog, for a screen to place. */
export const useAuditHistory = (def: ResourceDef) => {
  const [row, setRow] = useState<WireRecord | null>(null);
  const action: RowAction = { name: 'auditHistory', label: '审核记录', run: (picked) => setRow(picked) };
  const dialog = row ? (
    <AuditHistoryDialog resource={def.name} businessId={String(row.id)} onClose={() => setRow(null)} />
  ) : null;
  return { action, dialog };
};
