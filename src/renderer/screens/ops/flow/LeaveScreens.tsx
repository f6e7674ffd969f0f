import { Button, Field, Input, Select, Spinner, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { LeaveStart, ProcessLeave, TaskCompletion } from '../../../../shared/bladex/flow';
import { errorMessage } from '../../../crud/core/crud-error';
import { bladex } from '../../../platform/bladex-client';
import { notify } from '../../../platform/notify';
import { FlowDiagramPanel } from './DiagramDialog';
import { useFlowText } from './flow-texts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: '1100px',
  },
  form: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
  },
});

/** `2026-05-06T09:00` (datetime-local) → `2026-05-06 09:00:00`. */
export const toWireTime = (value: string): string => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '');

/** 请假申请: the form of `/work/process/leave/form/{processDefinitionId}`. */
export const LeaveFormScreen = () => {
  const text = useFlowText();
  const styles = useStyles();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { processDefinitionId = '' } = useParams();
  const approvers = useQuery({
    queryKey: ['flow', 'approvers'],
    queryFn: () => bladex.get<{ id: string; name: string }[]>('/blade-desk/process/leave/approvers'),
  });
  const [form, setForm] = useState({ taskUser: '', startTime: '', endTime: '', reason: '' });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = {
    taskUser: form.taskUser ? '' : text.leave.chooseTaskUser,
    startTime: form.startTime ? '' : text.leave.required(text.leave.startTime),
    endTime: !form.endTime
      ? text.leave.required(text.leave.endTime)
      : form.startTime && form.endTime <= form.startTime
        ? text.leave.timeRule
        : '',
    reason: form.reason.trim() ? '' : text.leave.required(text.leave.reason),
  };
  const shown = (key: keyof typeof errors) => (touched ? errors[key] : '');
  const submit = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    setSaving(true);
    try {
      const body: LeaveStart = {
        processDefinitionId,
        taskUser: form.taskUser,
        startTime: toWireTime(form.startTime),
        endTime: toWireTime(form.endTime),
        reason: form.reason.trim(),
      };
      await bladex.post('/blade-desk/process/leave/start-process', undefined, body);
      notify.success(text.leave.submitted);
      await queries.invalidateQueries({ queryKey: ['flow'] });
      void navigate('/work/send');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const set = (key: keyof typeof form) => (value: string) => setForm((old) => ({ ...old, [key]: value }));
  return (
    <div className={styles.page}>
      <h2>{text.leave.formTitle}</h2>
      <form
        className={styles.form}
        // Our own messages name each field (the browser's bubble would name only the first).
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label={text.leave.taskUser} required validationMessage={shown('taskUser')} className={styles.wide}>
          <Select
            value={form.taskUser}
            onChange={(_event, data) => set('taskUser')(data.value)}
            disabled={approvers.isLoading}
          >
            <option value="">{text.leave.chooseTaskUser}</option>
            {(approvers.data ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.leave.startTime} required validationMessage={shown('startTime')}>
          <Input
            type="datetime-local"
            value={form.startTime}
            onChange={(_event, data) => set('startTime')(data.value)}
          />
        </Field>
        <Field label={text.leave.endTime} required validationMessage={shown('endTime')}>
          <Input type="datetime-local" value={form.endTime} onChange={(_event, data) => set('endTime')(data.value)} />
        </Field>
        <Field label={text.leave.reason} required validationMessage={shown('reason')} className={styles.wide}>
          <Textarea
            value={form.reason}
            maxLength={500}
            resize="vertical"
            onChange={(_event, data) => set('reason')(data.value)}
          />
        </Field>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <Button type="submit" appearance="primary" disabled={saving}>
            {saving ? text.saving : text.actions.submit}
          </Button>
          <Button onClick={() => void navigate('/work/start')} disabled={saving}>
            {text.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
};

const useLeave = (businessId: string) =>
  useQuery({
    queryKey: ['flow', 'leave', businessId],
    queryFn: () => bladex.get<ProcessLeave>('/blade-desk/process/leave/detail', { businessId }),
  });

const LeaveFacts = ({ leave }: { leave: ProcessLeave }) => {
  const text = useFlowText();
  const styles = useStyles();
  const facts: [string, ReactNode][] = [
    [text.leave.applicant, leave.createUserName],
    [text.leave.applyTime, leave.applyTime],
    [text.leave.startTime, leave.startTime],
    [text.leave.endTime, leave.endTime],
    [text.leave.days, leave.days],
    [text.leave.taskUser, leave.taskUserName],
    [text.leave.reason, leave.reason],
    [text.columns.status, text.processStatus[leave.processStatus]],
  ];
  return (
    <dl className={styles.facts} data-testid="leave-facts">
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** 请假审批: `/work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}`. */
export const LeaveHandleScreen = () => {
  const text = useFlowText();
  const styles = useStyles();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { taskId = '', processInstanceId = '', businessId = '' } = useParams();
  const leave = useLeave(businessId);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [rejectTried, setRejectTried] = useState(false);
  const decide = async (pass: boolean) => {
    if (!pass && !comment.trim()) {
      setRejectTried(true);
      return;
    }
    setSaving(true);
    try {
      const body: TaskCompletion = { taskId, processInstanceId, pass, comment: comment.trim(), flag: 'ok' };
      await bladex.post('/blade-flow/work/complete-task', undefined, body);
      notify.success(text.leave.handled);
      await queries.invalidateQueries({ queryKey: ['flow'] });
      void navigate('/work/todo');
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.page}>
      <h2>{text.leave.handleTitle}</h2>
      {leave.isLoading && <Spinner label={text.loading} />}
      {leave.isError && <div role="alert">{errorMessage(leave.error)}</div>}
      {leave.data && <LeaveFacts leave={leave.data} />}
      <Field
        label={text.leave.comment}
        hint={text.leave.commentHint}
        validationMessage={rejectTried && !comment.trim() ? text.leave.required(text.leave.comment) : ''}
      >
        <Textarea value={comment} maxLength={500} onChange={(_event, data) => setComment(data.value)} />
      </Field>
      <div className={styles.buttons}>
        <Button appearance="primary" disabled={saving || !leave.data} onClick={() => void decide(true)}>
          {text.actions.approve}
        </Button>
        <Button disabled={saving || !leave.data} onClick={() => void decide(false)}>
          {text.actions.reject}
        </Button>
      </div>
      <FlowDiagramPanel target={{ name: text.leave.formTitle, processInstanceId }} />
    </div>
  );
};

/** 请假详情: `/work/process/leave/detail/{processInstanceId}/{businessId}`. */
export const LeaveDetailScreen = () => {
  const text = useFlowText();
  const styles = useStyles();
  const { processInstanceId = '', businessId = '' } = useParams();
  const leave = useLeave(businessId);
  return (
    <div className={styles.page}>
      <h2>{text.leave.detailTitle}</h2>
      {leave.isLoading && <Spinner label={text.loading} />}
      {leave.isError && <div role="alert">{errorMessage(leave.error)}</div>}
      {leave.data && <LeaveFacts leave={leave.data} />}
      <FlowDiagramPanel target={{ name: text.leave.detailTitle, processInstanceId }} />
    </div>
  );
};
