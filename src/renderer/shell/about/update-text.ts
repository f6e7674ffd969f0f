import type { TFunction } from 'i18next';
import type { UpdateView } from '../../../shared/contract/update';

/** One line saying where the updater is. */
export const updateStatusText = (t: TFunction, view: UpdateView): string => {
  const version = view.version ?? '';
  switch (view.status) {
    case 'disabled':
      return t('desktop.update.disabled');
    case 'idle':
      return t('desktop.update.idle');
    case 'checking':
      return t('desktop.update.checking');
    case 'up-to-date':
      return t('desktop.update.upToDate');
    case 'not-in-rollout':
      return t('desktop.update.notInRollout', { version });
    case 'downloading':
      return t('desktop.update.downloading', { version, percent: view.percent ?? 0 });
    case 'downloaded':
      return t('desktop.update.downloaded', { version });
    case 'error':
      return t('desktop.update.failed', { message: view.message ?? '' });
  }
};
