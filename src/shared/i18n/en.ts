import type { Catalogue } from './catalogue';
import { desktopEn } from './desktop.en';
import { signInEn } from './sign-in.en';
import { workspaceEn } from './workspace.en';

/** English: the same keys as zh.ts, in the same area files; `satisfies` fails the build on a missing or extra key. */
export const en = {
  ...signInEn,
  ...workspaceEn,
  desktop: desktopEn,
} satisfies Catalogue;
