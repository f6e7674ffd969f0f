import type { PolicySource } from '../../../shared/policy';
import { POLICY_REGISTRY_KEY } from './policy-names';
import type { PolicyReader } from './policy-source';

/** `reg query <key>`'s output, or null when the key does not exist (the port the OS adapter implements). */
export type RegQuery = (key: string) => Promise<string | null>;

const VALUE_LINE = /^\s{2,}(\S(?:.*?\S)?)\s{2,}(REG_SZ|REG_EXPAND_SZ|REG_DWORD|REG_QWORD)\s{2,}(.*?)\s*$/;

/**
 * The values of one key as `reg query` prints them: strings as text, DWORD/QWORD (`0x1e`) as numbers. Subkeys and
 * other types (binary, multi-string) are left out: no policy uses them.
 */
export const parseRegQuery = (output: string): Record<string, string | number> => {
  const values: Record<string, string | number> = {};
  for (const line of output.split(/\r?\n/)) {
    const match = VALUE_LINE.exec(line);
    if (!match) continue;
    const [, name, type, data] = match;
    values[name] = type === 'REG_DWORD' || type === 'REG_QWORD' ? Number.parseInt(data, 16) : data;
  }
  return values;
};

/** HKLM (machine policy, binding on everyone) or HKCU (the signed-in Windows user's policy). */
export const windowsRegistryReader = (hive: 'HKLM' | 'HKCU', query: RegQuery): PolicyReader => {
  const location = `${hive}\\${POLICY_REGISTRY_KEY}`;
  const source: PolicySource = hive === 'HKLM' ? 'windows-machine' : 'windows-user';
  return {
    source,
    location,
    async read() {
      const output = await query(location);
      return output === null ? null : { source, location, values: parseRegQuery(output) };
    },
  };
};
