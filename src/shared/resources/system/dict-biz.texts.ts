import { resource } from '../kit';

/** The texts of dictBiz (zh, en) under `res.system.dictBiz`, and the builders that take their labels and messages from them. */
export const dictBizKit = resource('system', 'dictBiz', {
  zh: { title: '业务字典' },
  en: { title: 'Business dictionaries' },
});
