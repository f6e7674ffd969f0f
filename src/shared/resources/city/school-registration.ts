import { TENANT_ENTITY } from '../bladex-entities';
import { resource } from '../kit';
import type { RecordOfDefinition } from '../record-type';

const r = resource('city', 'schoolRegistration', {
  zh: {
    title: '报名信息',
    groups: { child: '儿童信息', father: '父亲信息', mother: '母亲信息', school: '报名学校', papers: '证件材料' },
    fields: {
      childName: '儿童姓名',
      idCard: '身份证号',
      sex: '性别',
      birth: '出生日期',
      address: '现居住地址',
      household: '户籍地址',
      relation: '与监护人关系',
      phone: '联系电话',
      family: '家庭成员',
      fatherName: '父亲姓名',
      fatherWork: '父亲工作单位',
      fatherPhone: '父亲电话',
      fatherEducation: '父亲学历',
      motherName: '母亲姓名',
      motherWork: '母亲工作单位',
      motherPhone: '母亲电话',
      motherEducation: '母亲学历',
      areaCode: '所属区域',
      registrationArea: '招生片区',
      schoolId: '报名学校',
      householdType: '户籍类型',
      householdImg: '户口簿',
      propertyImg: '房产证明',
      birthImg: '出生证明',
    },
    sex: { male: '男', female: '女' },
    householdType: { local: '本辖区', outside: '市外', cityOther: '市内非本辖区' },
  },
  en: {
    title: 'Registrations',
    groups: { child: 'Child', father: 'Father', mother: 'Mother', school: 'School', papers: 'Certificates' },
    fields: {
      childName: 'Child',
      idCard: 'Citizen ID',
      sex: 'Sex',
      birth: 'Born',
      address: 'Address',
      household: 'Registered residence',
      relation: 'Relation to guardian',
      phone: 'Phone',
      family: 'Family members',
      fatherName: "Father's name",
      fatherWork: "Father's employer",
      fatherPhone: "Father's phone",
      fatherEducation: "Father's education",
      motherName: "Mother's name",
      motherWork: "Mother's employer",
      motherPhone: "Mother's phone",
      motherEducation: "Mother's education",
      areaCode: 'Region',
      registrationArea: 'Registration area',
      schoolId: 'School',
      householdType: 'Household type',
      householdImg: 'Household register',
      propertyImg: 'Proof of property',
      birthImg: 'Birth certificate',
    },
    sex: { male: 'Male', female: 'Female' },
    householdType: {
      local: 'This jurisdiction',
      outside: 'Outside the city',
      cityOther: 'In the city, other jurisdiction',
    },
  },
});

const child = { group: 'groups.child' } as const;
const father = { group: 'groups.father' } as const;
const mother = { group: 'groups.mother' } as const;
const school = { group: 'groups.school' } as const;
const papers = { group: 'groups.papers', span: 8 } as const;
const detail = { table: false } as const;

/**
 * 报名信息 (`/city/registration-info`, spec 001 §3 "Registration info"): a family's registration filed in the app:
 * the child, both parents, the area, school and household type, and the three certificate images. Operators
 * read it (the view drawer groups it as the paper form), filter it by area, school and household type, export
 * it and remove it; they do not add or edit it.
 */
export const schoolRegistrationResource = r.define({
  menu: '/city/registration-info',
  endpoint: '/blade-city/schoolRegistrationInfo',
  table: 'school_registration_info',
  ...TENANT_ENTITY,
  permission: 'school_registration',
  noAdd: true,
  export: true,
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  fields: [
    r.text('childName', { search: 'like', max: 32, form: child }),
    r.text('idCard', { search: 'equal', format: 'citizenId', table: { width: 180 }, form: child }),
    r.choice(
      'sex',
      [
        { value: 1, label: 'sex.male' },
        { value: 2, label: 'sex.female' },
      ],
      { table: { width: 60 }, form: child },
    ),
    r.date('birth', { form: child }),
    r.text('address', { max: 255, ...detail, form: child }),
    r.text('household', { max: 255, ...detail, form: child }),
    r.text('relation', { max: 16, ...detail, form: child }),
    r.text('phone', { search: 'like', format: 'mobile', form: child }),
    r.text('family', { max: 255, ...detail, form: child }),
    r.text('fatherName', { max: 32, ...detail, form: father }),
    r.text('fatherWork', { max: 100, ...detail, form: father }),
    r.text('fatherPhone', { max: 20, ...detail, form: father }),
    r.text('fatherEducation', { max: 16, ...detail, form: father }),
    r.text('motherName', { max: 32, ...detail, form: mother }),
    r.text('motherWork', { max: 100, ...detail, form: mother }),
    r.text('motherPhone', { max: 20, ...detail, form: mother }),
    r.text('motherEducation', { max: 16, ...detail, form: mother }),
    r.region('areaCode', { search: 'equal', ...detail, form: school }),
    r.reference('registrationArea', 'schoolRegion', 'name', { search: 'equal', form: school }),
    r.reference('schoolId', 'school', 'name', { search: 'equal', form: school }),
    r.choice(
      'householdType',
      [
        { value: 1, label: 'householdType.local' },
        { value: 2, label: 'householdType.outside' },
        { value: 3, label: 'householdType.cityOther' },
      ],
      { search: 'equal', table: { width: 120 }, form: school },
    ),
    r.image('householdImg', { ...detail, form: papers }),
    r.image('propertyImg', { ...detail, form: papers }),
    r.image('birthImg', { ...detail, form: papers }),
    r.createTime({ table: { width: 170 } }),
  ],
});

export type SchoolRegistrationRecord = RecordOfDefinition<typeof schoolRegistrationResource>;
