import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';
import { guideFields, guideTexts } from './school-guide-fields';

const r = resource('city', 'schoolGuide', guideTexts('招生指南', 'Registration guides'));

/**
 * 招生指南 (`/city/school-guide`, spec 001 §7 `schoolRegistrationGuide`): what each school type's registration
 * asks of families, by year and registration type. `getDictBizList?code=school_type|registration_type` answers
 * the two dictionaries' items for the app.
 */
export const schoolGuideResource = r.define({
  menu: '/city/school-guide',
  endpoint: '/blade-city/schoolRegistrationGuide',
  table: 'school_registration_guide',
  ...TENANT_ENTITY,
  permission: 'school_guide',
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: guideFields(r),
});

export type SchoolGuideRecord = RecordOfDefinition<typeof schoolGuideResource>;
