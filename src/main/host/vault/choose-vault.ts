import { consoleLogger, type Logger } from '../log';
import { createMemoryVault } from './memory-vault';
import type { Vault, VaultCandidate } from './vault';

/**
 * Returns the first candidate that can be used, in the order given (keytar, then the safeStorage
 * file, then memory). Each candidate logs why it skipped itself; a candidate that throws is
 * skipped too. With no usable candidate at all, memory is used so the app still runs.
 */
export const chooseVault = async (
  candidates: readonly VaultCandidate[],
  log: Logger = consoleLogger('vault'),
): Promise<Vault> => {
  for (const [index, candidate] of candidates.entries()) {
    try {
      const vault = await candidate();
      if (vault) {
        log.info(`session vault: ${vault.kind}`);
        return vault;
      }
    } catch (error) {
      log.warn(`vault candidate ${index + 1} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  log.warn('session vault: memory (no other vault available; sign-in will not survive a restart)');
  return createMemoryVault();
};
