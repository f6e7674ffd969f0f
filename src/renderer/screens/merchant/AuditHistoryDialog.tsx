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
import type { ResourceDef, ResourceTextKey } from '../../../shared/resources';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import type { WireRecord } from '../../crud/core/data-provider';
import type { RowAction } from '../../crud/fluent/TableRowView';
import { bladex } from '../../platform/bladex-client';

/** The review states every audited row shares (0 pending, 1 passed, 2 rejected), as their option texts. */
const STATE: Readonly<Record<string, string>> = { '0': 'pending', '1': 'passed', '2': 'rejected' };

/** An audited resource's `history.*` texts (audit-fields.ts `AUDIT_HISTORY_*`, which every audited one holds). */
const textKey = (def: ResourceDef, leaf: string) => `res.${def.area}.${def.name}.${leaf}` as ResourceTextKey;

interface AuditHistoryDialogProps {
  def: ResourceDef;
  businessId: string;
  onClose: () => void;
}

/** 审核记录: a row's review steps, newest first (who, when, from which state to which, the reason). */
export const AuditHistoryDialog = ({ def, businessId, onClose }: AuditHistoryDialogProps) => {
  const { rt } = useCrudText();
  const text = (leaf: string) => rt(textKey(def, `history.${leaf}`));
  const resource = def.name;
  const steps = useQuery({
    queryKey: ['audit-history', resource, businessId],
    queryFn: () => bladex.get<AuditStep[]>('/blade-shop/commonAuditRecord/dialogList', { resource, businessId }),
  });
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{text('title')}</DialogTitle>
          <DialogContent>
            {steps.isPending && <Spinner label={text('loading')} />}
            {steps.error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorMessage(steps.error)}</MessageBarBody>
              </MessageBar>
            )}
            {steps.data && steps.data.length === 0 && <p>{text('empty')}</p>}
            {steps.data && steps.data.length > 0 && (
              <Table size="small" aria-label={text('title')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{text('time')}</TableHeaderCell>
                    <TableHeaderCell>{text('user')}</TableHeaderCell>
                    <TableHeaderCell>{text('result')}</TableHeaderCell>
                    <TableHeaderCell>{text('remark')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {steps.data.map((step) => (
                    <TableRow key={step.id}>
                      <TableCell>{step.createTime}</TableCell>
                      <TableCell>{step.operatorName}</TableCell>
                      <TableCell>
                        {STATE[step.toState] ? text(`states.${STATE[step.toState]}`) : step.toState}
                      </TableCell>
                      <TableCell>{step.remark}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {text('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

/** The 审核记录 row button of an audited list and its dialog, for a screen to place. */
export const useAuditHistory = (def: ResourceDef) => {
  const { rt } = useCrudText();
  const [row, setRow] = useState<WireRecord | null>(null);
  const action: RowAction = {
    name: 'auditHistory',
    label: rt(textKey(def, 'history.action')),
    run: (picked) => setRow(picked),
  };
  const dialog = row ? <AuditHistoryDialog def={def} businessId={String(row.id)} onClose={() => setRow(null)} /> : null;
  return { action, dialog };
};
