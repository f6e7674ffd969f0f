import { useMemo, useState } from 'react';
import { getResource } from '../../../shared/resources';
import type { WireRecord } from '../../crud/core/data-provider';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { SmsSendDialog } from './SmsSendDialog';

const def = getResource('sms');
const sendAction = def.actions?.find((action) => action.name === 'send');

/** 短信配置: CRUD, the enable switch (engine) and 发送测试, the test-send dialog for one configuration. */
export const SmsScreen = () => {
  const [row, setRow] = useState<WireRecord | null>(null);
  const handlers = useMemo<ActionHandlers>(() => ({ send: (context) => setRow(context.row ?? null) }), []);
  return (
    <>
      <ResourcePage def={def} actionHandlers={handlers} />
      {row && sendAction && (
        <SmsSendDialog def={def} action={sendAction} code={String(row.smsCode ?? '')} onClose={() => setRow(null)} />
      )}
    </>
  );
};
