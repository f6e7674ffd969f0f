import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'lotteryPrize', {
  zh: {
    title: '抽奖奖品',
    fields: {
      actId: '所属活动',
      name: '奖品名称',
      img: '奖品图片',
      totalCnt: '奖品总数',
      nowCnt: '剩余数量',
      cnt10000: '中奖概率(万分之)',
      probability: '中奖概率',
      des: '奖品描述',
    },
    rules: {
      actId: '请选择所属活动',
      name: '请输入奖品名称',
      img: '奖品图片不能为空',
      totalCnt: '奖品总数不能为空',
      nowCnt: '剩余数量不能为空',
      cnt10000: '中奖概率不能为空',
      cnt10000Range: '中奖概率应在0到10000之间',
    },
  },
  en: {
    title: 'Lucky-draw prizes',
    fields: {
      actId: 'Activity',
      name: 'Prize',
      img: 'Image',
      totalCnt: 'Total',
      nowCnt: 'Remaining',
      cnt10000: 'Win probability (1/10000)',
      probability: 'Win probability',
      des: 'Description',
    },
    rules: {
      actId: 'Please choose the activity',
      name: 'Please enter the prize name',
      img: 'The image cannot be empty',
      totalCnt: 'The total cannot be empty',
      nowCnt: 'The remaining count cannot be empty',
      cnt10000: 'The win probability cannot be empty',
      cnt10000Range: 'The win probability is between 0 and 10000',
    },
  },
});

/**
 * Prizes of a lucky draw (`/welfare/lottery-prize`, `blade-order/actPrize`; spec 002 §3, §5: image, total,
 * remaining and probability required). The probability is in ten-thousandths (shown beside it as a percentage);
 * the remaining count cannot exceed the total. The answer of a save carries the activity's new probability sum
 * and the screen warns when it passes 10000 (modules/welfare/lottery-prize.ts). `listDic` answers the prizes as
 * `{id, name}` (of one activity with `actId`).
 */
export const lotteryPrizeResource = r.define({
  menu: '/welfare/lottery-prize',
  endpoint: '/blade-order/actPrize',
  table: 'act_prize',
  ...TENANT_ENTITY,
  permission: 'lottery_prize',
  fields: [
    r.reference('actId', 'lotteryActivity', 'name', { search: 'equal', required: true, table: { width: 180 } }),
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.image('img', { required: true, table: { width: 90 } }),
    r.integer('totalCnt', { required: true, min: 0, max: 10000000, table: { width: 100 } }),
    r.integer('nowCnt', { required: true, min: 0, max: 10000000, table: { width: 100 } }),
    r.integer('cnt10000', {
      required: true,
      rules: [{ kind: 'range', min: 0, max: 10000, message: 'rules.cnt10000Range' }],
      table: { width: 140 },
    }),
    r.text('probability', { virtual: true, readOnly: true, form: false, table: { width: 100 } }),
    r.textarea('des', { max: 500, table: false, form: { span: 24 } }),
    r.createTime(),
  ],
});

export type LotteryPrizeRecord = RecordOfDefinition<typeof lotteryPrizeResource>;
