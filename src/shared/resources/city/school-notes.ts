import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('city', 'schoolNotes', {
  zh: {
    title: '报名须知',
    fields: { dateStr: '年度', title: '标题', content: '须知内容' },
    rules: { year: '年度为四位数字', dateStr: '请输入年度', title: '请输入标题', content: '请输入须知内容' },
  },
  en: {
    title: 'Registration notes',
    fields: { dateStr: 'Year', title: 'Title', content: 'Notes' },
    rules: {
      year: 'The year has four digits',
      dateStr: 'Please enter the year',
      title: 'Please enter the title',
      content: 'Please enter the notes',
    },
  },
});

/** 报名须知 (`/city/school-notes`, spec 001 §7 `schoolRegistrationNotes`): what a family reads before registering. */
export const schoolNotesResource = r.define({
  menu: '/city/school-notes',
  endpoint: '/blade-city/schoolRegistrationNotes',
  table: 'school_registration_notes',
  ...TENANT_ENTITY,
  permission: 'school_notes',
  fields: [
    r.text('dateStr', {
      search: 'equal',
      required: true,
      rules: [{ kind: 'pattern', pattern: '^\\d{4}$', message: 'rules.year' }],
      table: { width: 80 },
    }),
    r.text('title', { search: 'like', required: true, max: 255 }),
    r.richText('content', { required: true, table: false, form: { span: 24 } }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type SchoolNotesRecord = RecordOfDefinition<typeof schoolNotesResource>;
