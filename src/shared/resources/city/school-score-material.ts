import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';

const r = resource('city', 'schoolScoreMaterial', {
  zh: {
    title: '积分材料',
    fields: { dateStr: '年度', type: '报名类型', materialUrl: '积分材料' },
    rules: { year: '年度为四位数字', dateStr: '请选择年度', type: '请选择报名类型', materialUrl: '请上传积分材料' },
  },
  en: {
    title: 'Points materials',
    fields: { dateStr: 'Year', type: 'Registration type', materialUrl: 'Material' },
    rules: {
      year: 'The year has four digits',
      dateStr: 'Please choose the year',
      type: 'Please choose the registration type',
      materialUrl: 'Please upload the material',
    },
  },
});

/** 积分材料 (`/city/score-material`, spec 001 §3 "Points material", §5: year, type, a file of at most 30000 KB). */
export const schoolScoreMaterialResource = r.define({
  menu: '/city/score-material',
  endpoint: '/blade-city/schoolScoreMaterial',
  verbs: { ...STANDARD_VERBS, list: 'page' },
  table: 'school_score_material',
  ...TENANT_ENTITY,
  permission: 'school_score_material',
  fields: [
    r.text('dateStr', {
      search: 'equal',
      required: true,
      rules: [{ kind: 'pattern', pattern: '^\\d{4}$', message: 'rules.year' }],
      table: { width: 80 },
    }),
    r.dict('type', 'registration_type', { search: 'equal', required: true }),
    r.file('materialUrl', { required: true, form: { span: 24 } }),
    r.remark(),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type SchoolScoreMaterialRecord = RecordOfDefinition<typeof schoolScoreMaterialResource>;
