import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { HousingSyncReport } from '../../../shared/bladex/housing';
import type { ResourceDef, ResourceTextKey } from '../../../shared/resources';
import { useDataProvider } from '../../crud/core/CrudContext';
import { crudKeys } from '../../crud/core/query-keys';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import type { ActionHandlers } from '../../crud/fluent/use-resource-screen';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { useNotify } from '../../platform/notify';

/** The report's counts as text parameters. */
const countsOf = (report: HousingSyncReport) => ({
  added: report.added,
  changed: report.changed,
  unchanged: report.unchanged,
  failed: report.failed,
});

/**
 * A municipal-housing list (estates, houses, residents, bills): the engine's list, a 同步 button that runs the
 * sync (disabled while it runs) and, above the table, what the last sync did and when (`sync/last`), so an
 * operator sees at a glance whether the copy is current and why a sync failed.
 */
export const HousingScreen = ({ def }: { def: ResourceDef }) => {
  const provider = useDataProvider();
  const client = useQueryClient();
  const notify = useNotify();
  const { rt } = useCrudText();
  const [running, setRunning] = useState(false);
  const text = useCallback(
    (leaf: string, params?: Record<string, string | number>) =>
      rt(`res.${def.area}.${def.name}.syncReport.${leaf}` as ResourceTextKey, params),
    [rt, def],
  );
  const lastKey = [...crudKeys.resource(def.name), 'sync-last'];
  const last = useQuery({
    queryKey: lastKey,
    queryFn: async () => {
      const data = await provider.custom({ method: 'GET', url: `/api${def.endpoint}/sync/last` });
      return data && typeof data === 'object' && 'syncTime' in data ? (data as HousingSyncReport) : null;
    },
  });
  const handlers = useMemo<ActionHandlers>(
    () => ({
      sync: async () => {
        if (running) return;
        setRunning(true);
        try {
          const report = (await provider.custom({
            method: 'GET',
            url: `/api${def.endpoint}/sync`,
          })) as HousingSyncReport;
          notify.success(text('done', countsOf(report)));
        } catch (error) {
          notify.error(error instanceof Error && error.message ? error.message : text('never'));
        } finally {
          setRunning(false);
          await client.invalidateQueries({ queryKey: crudKeys.resource(def.name) });
        }
      },
    }),
    [running, provider, client, def, notify, text],
  );
  const report = last.data;
  const summary = () => (
    <MessageBar
      intent={running ? 'info' : report && report.success === 0 ? 'warning' : 'info'}
      data-testid="housing-sync"
    >
      <MessageBarBody>
        {running ? (
          <Spinner size="tiny" label={text('running')} />
        ) : !report ? (
          text('never')
        ) : report.success === 0 ? (
          text('failed', { time: report.syncTime, message: report.message })
        ) : (
          text('last', { time: report.syncTime, ...countsOf(report) })
        )}
      </MessageBarBody>
    </MessageBar>
  );
  return <ResourcePage def={def} actionHandlers={handlers} summary={summary} />;
};
