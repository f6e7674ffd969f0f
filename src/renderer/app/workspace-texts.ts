import { desktopEn } from '../../shared/i18n/desktop.en';
import { desktopZh } from '../../shared/i18n/desktop.zh';
import { workspaceEn } from '../../shared/i18n/workspace.en';
import { workspaceZh } from '../../shared/i18n/workspace.zh';
import { addTexts } from './i18n';

/**
 * Every text beyond the sign-in page's, installed when this module loads: App.tsx imports it together with the
 * routed app (and the registration gate), so it is in their chunk and never in the sign-in route's first load.
 */
addTexts({ zh: { ...workspaceZh, desktop: desktopZh }, en: { ...workspaceEn, desktop: desktopEn } });

export const workspaceTexts = true;
