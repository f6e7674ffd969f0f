import type { EventChannel } from '../../../../src/shared/contract';
import type { Settings } from '../../../../src/shared/settings';
import { createHost, type HostDeps } from '../../../../src/main/host/create-host';
import { createPolicySettings } from '../../../../src/main/host/policy/policy-settings';
import type { PolicyService } from '../../../../src/main/host/policy/policy-service';
import { createMemorySettings } from '../../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../../src/main/host/vault/memory-vault';
import { recordingLogger } from './bladex-fixtures';
import { createFakeClock } from './fake-clock';
import type { FakeHttpServer } from './fake-http-server';

/**
 * The whole host with in-memory adapters and a fake clock, pointed at a fake server as the "embedded" one.
 * `deps` replaces any of the host's dependencies (a vault shared with an earlier host = an app restart).
 */
export const createTestHost = (
  server: FakeHttpServer,
  settings: Partial<Settings> = {},
  deps: Partial<Omit<HostDeps, 'settings' | 'emit' | 'clock' | 'embeddedServerUrl' | 'policy'>> & {
    clock?: ReturnType<typeof createFakeClock>;
    /** IT policy: the settings the host reads then have it applied, as the composition roots do. */
    policy?: PolicyService;
  } = {},
) => {
  const events: Array<{ event: EventChannel; payload: unknown }> = [];
  const vault = deps.vault ?? createMemoryVault();
  const stored = createMemorySettings({ captchaMode: false, ...settings });
  const store = deps.policy ? createPolicySettings(stored, deps.policy) : stored;
  const clock = deps.clock ?? createFakeClock();
  const log = recordingLogger();
  const host = createHost({
    transport: 'web',
    version: '9.9.9',
    log,
    ...deps,
    vault,
    settings: store,
    clock,
    embeddedServerUrl: () => server.url,
    emit: (event, payload) => events.push({ event, payload }),
  });
  const eventsOf = (name: EventChannel) => events.filter((e) => e.event === name).map((e) => e.payload);
  return { host, events, eventsOf, vault, settings: store, stored, clock, log };
};
