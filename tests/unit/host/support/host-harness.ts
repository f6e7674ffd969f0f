import type { EventChannel } from '../../../../src/shared/contract';
import type { Settings } from '../../../../src/shared/settings';
import { createHost } from '../../../../src/main/host/create-host';
import { createMemorySettings } from '../../../../src/main/host/settings/memory-settings';
import { createMemoryVault } from '../../../../src/main/host/vault/memory-vault';
import { recordingLogger } from './bladex-fixtures';
import { createFakeClock } from './fake-clock';
import type { FakeHttpServer } from './fake-http-server';

/** The whole host with in-memory adapters and a fake clock, pointed at a fake server as the "embedded" one. */
export const createTestHost = (server: FakeHttpServer, settings: Partial<Settings> = {}) => {
  const events: Array<{ event: EventChannel; payload: unknown }> = [];
  const vault = createMemoryVault();
  const store = createMemorySettings({ captchaMode: false, ...settings });
  const clock = createFakeClock();
  const log = recordingLogger();
  const host = createHost({
    vault,
    settings: store,
    clock,
    embeddedServerUrl: () => server.url,
    emit: (event, payload) => events.push({ event, payload }),
    transport: 'web',
    version: '9.9.9',
    log,
  });
  return { host, events, vault, settings: store, clock, log };
};
