import { useMemo, useState } from 'react';
import { getResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { notify } from '../../platform/notify';
import { openExternal } from '../../shell/layout/use-menu-navigation';
import { openableLink } from './attach-file';
import { AttachUploadDialog } from './AttachUploadDialog';

const def = getResource('attach');

/**
 * 附件管理: the read-only list with delete, plus 上传 (the upload dialog) and 下载, which opens the row's
 * link in a new window: under Electron the window handler hands http(s) links to the OS browser, in the
 * browser host it is a new tab.
 */
export const AttachScreen = () => {
  const { rt } = useCrudText();
  const [uploading, setUploading] = useState(false);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      upload: () => setUploading(true),
      download: ({ row }) => {
        const link = openableLink(row?.link);
        if (link) openExternal(link);
        else notify.warning(rt('res.system.attach.download.noLink'));
      },
    }),
    [rt],
  );
  return (
    <>
      <ResourcePage def={def} actionHandlers={handlers} />
      {uploading && <AttachUploadDialog def={def} onClose={() => setUploading(false)} />}
    </>
  );
};
