import type { Policy } from '../policy/policy-merge';

/**
 * Electron's crashReporter options: minidumps always collected in the crash-dumps folder; uploaded only when IT
 * policy gives a URL (CrashReportUrl), never to anyone by default.
 */
export const crashReporterOptions = (policy: Policy, version: string) => {
  const url = policy.values.CrashReportUrl;
  return {
    productName: 'DaliBackoffice',
    submitURL: url ?? '',
    uploadToServer: url !== undefined,
    compress: true,
    ignoreSystemCrashHandler: false,
    globalExtra: { appVersion: version },
  };
};
