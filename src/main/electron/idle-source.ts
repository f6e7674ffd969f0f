import { powerMonitor } from 'electron';
import type { IdleSource } from '../host/idle-source';

/** powerMonitor as the host's IdleSource: system-wide input, plus screen-lock and suspend as "away". */
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
