import type { Kit } from '../kit';

/**
 * What a registration guide (招生指南) and a registration notice (招生公告) share (spec 001 §3 "School registration
 * guide", §5 "School guide"): the year, school type and registration type they apply to, the registration window
 * (neither end earlier than now, checked by modules/city/school-guide-rules.ts), a title and rich content.
 */
const zhFields = {
  dateStr: '年度',
  schoolType: '学校类型',
  type: '报名类型',
  recordTime: '报名时间',
  recordTimeStart: '报名开始时间',
  recordTimeEnd: '报名结束时间',
  title: '标题',
  content: '内容',
  schoolId: '学校',
};
const enFields = {
  dateStr: 'Year',
  schoolType: 'School type',
  type: 'Registration type',
  recordTime: 'Registration window',
  recordTimeStart: 'Registration opens',
  recordTimeEnd: 'Registration closes',
  title: 'Title',
  content: 'Content',
  schoolId: 'School',
};
const zhRules = {
  dateStr: '请选择年度',
  year: '年度为四位数字',
  schoolType: '请选择学校类型',
  title: '请输入标题',
  content: '请输入内容',
  notPast: '报名开始和结束时间不能早于当前时间',
};
const enRules = {
  dateStr: 'Please choose the year',
  year: 'The year has four digits',
  schoolType: 'Please choose the school type',
  title: 'Please enter the title',
  content: 'Please enter the content',
  notPast: 'The registration window cannot start or end before now',
};

/** The texts of a guide-like resource titled `title` (zh) / `titleEn`. */
export const guideTexts = (title: string, titleEn: string) => ({
  zh: { title, fields: zhFields, rules: zhRules },
  en: { title: titleEn, fields: enFields, rules: enRules },
});

type GuideTexts = ReturnType<typeof guideTexts>['zh'];

export const guideFields = (r: Kit<GuideTexts>) =>
  [
    r.text('dateStr', {
      search: 'equal',
      required: true,
      rules: [{ kind: 'pattern', pattern: '^\\d{4}$', message: 'rules.year' }],
      table: { width: 80 },
    }),
    r.dict('schoolType', 'school_type', { search: 'equal', required: true, table: { width: 100 } }),
    r.dict('type', 'registration_type', { search: 'equal', table: { width: 130 } }),
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.dateRange('recordTime', 'recordTimeStart', 'recordTimeEnd', { withTime: true, form: { span: 24 } }),
    r.reference('schoolId', 'school', 'name', { search: 'equal', table: false }),
    r.richText('content', { required: true, table: false, form: { span: 24 } }),
    r.createTime(),
  ] as const;
