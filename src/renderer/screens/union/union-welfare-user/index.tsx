import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { unionWelfareSendKey, unionWelfareUserResource } from '../../../../shared/resources/union/welfare-user';
import { usePermissions } from '../../../crud/core/use-permissions';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { WelfareSendDialog } from './WelfareSendDialog';

/**
 * 福利用户 (`/union/welfare-user`): the engine's list of members' welfares, with 发放福利 for those holding the
 * `union_welfare_user_send` button; the list reloads after a send.
 */
export const Screen = () => {
  const { rt } = useCrudText();
  const permissions = usePermissions();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ResourcePage
        def={unionWelfareUserResource}
        toolbarExtra={
          permissions.has('union_welfare_user_send') ? (
            <Button icon={<SendRegular />} onClick={() => setOpen(true)} data-testid="welfare-send">
              {rt(unionWelfareSendKey('action'))}
            </Button>
          ) : null
        }
      />
      {open && <WelfareSendDialog onClose={() => setOpen(false)} onSent={() => void client.invalidateQueries()} />}
    </>
  );
};
