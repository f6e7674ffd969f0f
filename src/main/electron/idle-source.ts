import { powerMonitor } from 'electron';
import type { IdleSource } from '../host/idle-source';

/** powerMonitor as an IdleSource; exported for the idle-lock issue, not wired yet. */
export const powerMonitorIdleSource = (): IdleSource => ({
  idleSeconds: () => powerMonitor.getSystemIdleTime(),
  onAway(listener) {
    const handler = () => listener();
    powerMonitor.on('lock-screen', handler);
    powerMonitor.on('suspend', handler);
    return () => {
      powerMonitor.off('lock-screen', handler);
      powerMonitor.off('suspend', handler);
    };
  },
});
