import { userInfo } from 'node:os';
import { policyReadersFor } from '../policy-readers';
import type { PolicyReader } from '../policy-source';
import { plutilReadPlist } from './plutil';
import { readTextIfPresent } from './read-text';
import { regExeQuery } from './reg-exe';

const currentUserName = (): string | null => {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
};

/** This machine's policy sources with the real OS readers (the Electron app; the browser host takes a file). */
export const osPolicyReaders = (): PolicyReader[] =>
  policyReadersFor(
    { platform: process.platform, userName: currentUserName(), programData: process.env.ProgramData ?? null },
    { regQuery: regExeQuery, readPlist: plutilReadPlist, readText: readTextIfPresent },
  );
