import { Button } from '@fluentui/react-components';
import { BuildingShopRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDataProvider } from '../../crud/core/CrudContext';
import { errorMessage } from '../../crud/core/crud-error';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import { openExternal } from '../../shell/layout/use-menu-navigation';
import { openableLink } from './attach-file';

/**
 * 商户后台: asks the server where the merchant back office is (`GET /blade-system/api/storeManageUrl`, the
 * `store.manageUrl` parameter) and opens it in a new window (the OS browser under Electron). An address that is not
 * http(s), or a refusal, is said in a toast.
 */
export const StoreManageButton = () => {
  const provider = useDataProvider();
  const { t } = useTranslation();
  const { rt } = useCrudText();
  const open = useMutation({
    mutationFn: async () => {
      const link = openableLink(await provider.custom({ method: 'GET', url: '/api/blade-system/api/storeManageUrl' }));
      if (!link) throw new Error(t('messages.unknownError'));
      return link;
    },
    onSuccess: (link) => openExternal(link),
    onError: (error) =>
      notify.error(
        rt('res.system.user.storeManage.failed', { reason: errorMessage(error) || t('messages.unknownError') }),
      ),
  });
  return (
    <Button
      icon={<BuildingShopRegular />}
      disabled={open.isPending}
      data-testid="store-manage"
      onClick={() => open.mutate()}
    >
      {rt('res.system.user.actions.storeManage')}
    </Button>
  );
};
