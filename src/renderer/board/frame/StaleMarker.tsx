import { makeStyles } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boardHealth, clockText, type BoardHealth } from './board-health';

const useStyles = makeStyles({
  marker: {
    position: 'absolute',
    right: '24px',
    bottom: '10px',
    zIndex: 20,
    padding: '4px 12px',
    fontSize: '15px',
    color: '#ffcf7a',
    backgroundColor: 'rgba(40, 24, 0, 0.55)',
    border: '1px solid rgba(255, 180, 60, 0.45)',
    borderRadius: '12px',
    pointerEvents: 'none',
  },
});

const readHealth = (client: ReturnType<typeof useQueryClient>): BoardHealth =>
  boardHealth(
    client
      .getQueryCache()
      .findAll({ queryKey: ['board'] })
      .map((q) => ({ status: q.state.status, dataUpdatedAt: q.state.dataUpdatedAt, active: q.isActive() })),
  );

/**
 * The discreet marker shown while the server cannot be reached: the board keeps its last figures and says
 * when they are from. It disappears by itself on the first successful refresh.
 */
export const StaleMarker = () => {
  const styles = useStyles();
  const { t } = useTranslation();
  const client = useQueryClient();
  const [health, setHealth] = useState<BoardHealth>(() => readHealth(client));

  useEffect(
    () =>
      client.getQueryCache().subscribe(() => {
        const next = readHealth(client);
        setHealth((prev) => (prev.stale === next.stale && prev.lastSuccessAt === next.lastSuccessAt ? prev : next));
      }),
    [client],
  );

  if (!health.stale) return null;
  return (
    <div className={styles.marker} role="status" data-testid="board-stale">
      {health.lastSuccessAt === null
        ? t('board.frame.staleNever')
        : t('board.frame.stale', { time: clockText(health.lastSuccessAt) })}
    </div>
  );
};
