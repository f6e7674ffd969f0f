import { getResource, type ResourceName } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { useAuditHistory } from './AuditHistoryDialog';

/** An audited resource's list with its 审核记录 row button (the audit history dialog). */
export const AuditedPage = ({ name }: { name: ResourceName }) => {
  const def = getResource(name);
  const history = useAuditHistory(def);
  return (
    <>
      <ResourcePage def={def} extraRowActions={[history.action]} />
      {history.dialog}
    </>
  );
};
