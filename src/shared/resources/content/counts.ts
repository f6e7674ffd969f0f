import type { Kit } from '../kit';

/** The counters the app keeps on content (likes, collections, views): optional whole numbers from 0, default 0. */
export const countTextsZh = { likeNum: '点赞数', collectNum: '收藏数', viewsNum: '浏览数' } as const;
export const countTextsEn = { likeNum: 'Likes', collectNum: 'Collections', viewsNum: 'Views' };

type CountTexts = {
  readonly title: string;
  readonly fields: { readonly [K in keyof typeof countTextsZh]: string };
};

const count = { min: 0, defaultValue: 0, sortable: true, table: { width: 80, hidden: true } } as const;

export const countFields = (r: Kit<CountTexts>) =>
  [r.integer('likeNum', count), r.integer('collectNum', count), r.integer('viewsNum', count)] as const;
