import type { memberZh } from './member.zh';
import type { Widen } from './widen';

/** English twin of member.zh.ts: `satisfies` fails the build on a missing or extra key. */
export const memberEn = {
  member: {
    title: 'Members',
    groups: { basic: 'Basics', region: 'Region' },
    fields: {
      nickName: 'Nickname',
      realName: 'Real name',
      phone: 'Mobile number',
      sex: 'Sex',
      birthday: 'Birthday',
      townCode: 'Town',
      areaCode: 'Region',
      districtName: 'County',
      townName: 'Town',
      regionName: 'Home region',
      isUnionMember: 'Union member',
      registerTime: 'Registered',
      status: 'Status',
      createTime: 'Created',
    },
    rules: {
      nickName: 'Please enter the nickname',
      phone: 'Please enter the mobile number',
      townCode: 'Please choose the town',
    },
    sex: { unknown: 'Unknown', male: 'Male', female: 'Female' },
    status: { normal: 'Active', disabled: 'Disabled' },
  },
} satisfies Widen<typeof memberZh>;
