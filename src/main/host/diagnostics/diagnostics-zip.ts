import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { About } from '../../../shared/contract/update';
import type { PolicyView } from '../../../shared/policy';
import type { PublicSettings } from '../../../shared/settings';
import { redactSecrets } from '../logging/redact';

export interface DiagnosticsInput {
  about: About;
  /** The public settings (the client secret is not in them). */
  settings: PublicSettings;
  policy: PolicyView;
  /** Which vault holds the session (keytar, safe-storage-file, memory): the kind, never its content. */
  vaultKind: string;
  /** Log files to include (all of them: current and rotated). */
  logFiles: readonly string[];
  /** Crash dumps present: listed by name and size only (a minidump holds process memory, tokens included). */
  crashDumps: ReadonlyArray<{ name: string; bytes: number }>;
  generatedAt: Date;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The zip IT asks for (issue 20 item 5): logs, versions, settings and policy. Never tokens or passwords: the settings
 * are the public ones, every log line is redacted once more on the way in, and crash dumps are only listed.
 */
export const buildDiagnosticsZip = (input: DiagnosticsInput): Uint8Array => {
  const files: Zippable = {
    'versions.json': json({ ...input.about, vault: input.vaultKind, generatedAt: input.generatedAt.toISOString() }),
    'settings.json': json(input.settings),
    'policy.json': json(input.policy),
    'crash-dumps.json': json(input.crashDumps),
  };
  const logs: Zippable = {};
  for (const path of input.logFiles) {
    try {
      logs[basename(path)] = strToU8(redactSecrets(readFileSync(path, 'utf8')));
    } catch (error) {
      logs[`${basename(path)}.unreadable.txt`] = strToU8(error instanceof Error ? error.message : String(error));
    }
  }
  files.logs = logs;
  return zipSync(files, { level: 6, mtime: input.generatedAt });
};

/** `dali-diagnostics-20261126-091502.zip` */
export const diagnosticsFileName = (at: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `dali-diagnostics-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.zip`;
};
