import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('welfare', 'lotteryActivity', {
  zh: {
    title: '抽奖活动',
    fields: {
      name: '活动名称',
      code: '活动编码',
      img: '活动图片',
      startTime: '开始时间',
      endTime: '结束时间',
      dayCnt: '每日抽奖次数',
      totalCnt: '总抽奖次数',
      perCnt: '每人中奖次数',
      openStatus: '启用状态',
      probabilityTotal: '中奖概率合计',
    },
    rules: {
      name: '请输入活动名称',
      code: '请输入活动编码',
      codeTaken: '该活动编码已存在',
      img: '请上传活动图片',
      startTime: '请选择开始时间',
      endTime: '请选择结束时间',
      dayCnt: '请输入每日抽奖次数',
      totalCnt: '请输入总抽奖次数',
      perCnt: '请输入每人中奖次数',
    },
    warnings: { overLimit: '“{{name}}”的奖品中奖概率合计{{percent}}%，超过100%，请调整奖品概率。' },
  },
  en: {
    title: 'Lucky-draw activities',
    fields: {
      name: 'Activity',
      code: 'Code',
      img: 'Image',
      startTime: 'Starts',
      endTime: 'Ends',
      dayCnt: 'Plays per day',
      totalCnt: 'Total plays',
      perCnt: 'Wins per person',
      openStatus: 'Enabled',
      probabilityTotal: 'Win probabilities in total',
    },
    rules: {
      name: 'Please enter the activity name',
      code: 'Please enter the code',
      codeTaken: 'An activity with this code exists',
      img: 'Please upload the image',
      startTime: 'Please choose the start',
      endTime: 'Please choose the end',
      dayCnt: 'Please enter the plays per day',
      totalCnt: 'Please enter the total plays',
      perCnt: 'Please enter the wins per person',
    },
    warnings: {
      overLimit: 'The prizes of “{{name}}” add up to {{percent}} %, above 100 %: adjust their probabilities.',
    },
  },
});

/**
 * Lucky-draw activities (`/welfare/lottery-activity`; spec 002 §3 "Lottery activity"). The contract names no
 * activity endpoint besides `actPrize`, `actVip` and `actLog`: the activity rows are served at
 * `blade-order/actVip` (the members' draw campaign) and `actPrize/listDic` offers them to the prize form. The code
 * is unique in the tenant; a member plays at most `dayCnt` times a day and `totalCnt` times in all, and wins at
 * most `perCnt` times, so the per-day plays cannot exceed the total (modules/welfare/lottery-activity.ts). The
 * list shows the sum of its prizes' probabilities (ten-thousandths, as a percentage) and the screen warns above
 * 100 %.
 */
export const lotteryActivityResource = r.define({
  menu: '/welfare/lottery-activity',
  endpoint: '/blade-order/actVip',
  table: 'act_vip',
  ...TENANT_ENTITY,
  permission: 'lottery_activity',
  fields: [
    r.text('name', { search: 'like', required: true, max: 100, table: { width: 180 } }),
    r.text('code', {
      search: 'like',
      required: true,
      max: 32,
      unique: 'rules.codeTaken',
      readOnlyOnEdit: true,
      table: { width: 120 },
    }),
    r.image('img', { required: true, table: { width: 90 } }),
    r.datetime('startTime', { required: true, table: { width: 170 } }),
    r.datetime('endTime', { required: true, table: { width: 170 } }),
    r.integer('dayCnt', { required: true, min: 1, max: 1000, defaultValue: 1, table: { width: 110 } }),
    r.integer('totalCnt', { required: true, min: 1, max: 100000, defaultValue: 10, table: { width: 100 } }),
    r.integer('perCnt', { required: true, min: 0, max: 1000, defaultValue: 1, table: { width: 110 } }),
    r.integer('probabilityTotal', { virtual: true, readOnly: true, form: false, table: { width: 120 } }),
    r.status('openStatus', { search: 'equal', defaultValue: 1, toggle: true, table: { width: 90 } }),
    r.createTime(),
  ],
});

export type LotteryActivityRecord = RecordOfDefinition<typeof lotteryActivityResource>;
