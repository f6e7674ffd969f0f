import { jsonFileReader, type ReadText } from './json-file-reader';
import { macosManagedPaths, macosManagedReader, type ReadPlist } from './macos-managed-reader';
import { LINUX_POLICY_FILE } from './policy-names';
import type { PolicyReader } from './policy-source';
import { windowsRegistryReader, type RegQuery } from './windows-registry-reader';

export interface PolicyPlatform {
  platform: NodeJS.Platform;
  /** The macOS short user name (managed preferences per user). */
  userName: string | null;
  /** %ProgramData% on Windows. */
  programData: string | null;
}

export interface PolicyOsPorts {
  regQuery: RegQuery;
  readPlist: ReadPlist;
  readText: ReadText;
}

/** Where the JSON policy file is looked for: Linux's own place, and the fallback on Windows and macOS. */
export const policyFilePath = ({ platform, programData }: PolicyPlatform): string => {
  if (platform === 'win32') return `${programData ?? 'C:\\ProgramData'}\\DaliBackoffice\\policy.json`;
  if (platform === 'darwin') return '/Library/Application Support/DaliBackoffice/policy.json';
  return LINUX_POLICY_FILE;
};

/**
 * The policy sources of a platform, most binding first: Windows HKLM, HKCU, then the JSON file; macOS managed
 * preferences (the computer's, then the user's), then the JSON file; elsewhere the JSON file alone.
 */
export const policyReadersFor = (where: PolicyPlatform, ports: PolicyOsPorts): PolicyReader[] => {
  const file = jsonFileReader(policyFilePath(where), ports.readText);
  if (where.platform === 'win32') {
    return [windowsRegistryReader('HKLM', ports.regQuery), windowsRegistryReader('HKCU', ports.regQuery), file];
  }
  if (where.platform === 'darwin') {
    return [...macosManagedPaths(where.userName).map((path) => macosManagedReader(path, ports.readPlist)), file];
  }
  return [file];
};
