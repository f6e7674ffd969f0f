import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { STANDARD_VERBS } from '../types';
import { guideFields, guideTexts } from './school-guide-fields';

const r = resource('city', 'schoolNotice', guideTexts('招生公告', 'Registration notices'));

/** 招生公告 (`/city/school-notice`, spec 001 §7 `schoolRegistrationNotice`, listed by `page`): the year's notices. */
export const schoolNoticeResource = r.define({
  menu: '/city/school-notice',
  endpoint: '/blade-city/schoolRegistrationNotice',
  verbs: { ...STANDARD_VERBS, list: 'page' },
  table: 'school_registration_notice',
  ...TENANT_ENTITY,
  permission: 'school_notice',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: guideFields(r),
});

export type SchoolNoticeRecord = RecordOfDefinition<typeof schoolNoticeResource>;
