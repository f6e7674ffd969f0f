import { resource } from '../kit';

/** The texts of virtualUser (zh, en) under `res.system.virtualUser`, and the builders that take their labels and messages from them. */
export const virtualUserKit = resource('system', 'virtualUser', {
  zh: {
    title: '虚拟用户',
    tabs: { users: '用户', virtual: '虚拟用户' },
    fields: {
      account: '用户账号',
      name: '用户昵称',
      realName: '真实姓名',
      avatar: '用户头像',
      sex: '用户性别',
      phone: '手机号码',
      remark: '备注',
      status: '状态',
      createTime: '创建时间',
    },
    rules: {
      account: '请输入用户账号',
      accountPattern: '账号只能包含字母、数字、下划线、点和短横线',
      accountUnique: '当前账号已被使用!',
      name: '请输入用户昵称',
    },
  },
  en: {
    title: 'Virtual users',
    tabs: { users: 'Users', virtual: 'Virtual users' },
    fields: {
      account: 'Account',
      name: 'Nickname',
      realName: 'Real name',
      avatar: 'Avatar',
      sex: 'Sex',
      phone: 'Mobile number',
      remark: 'Remark',
      status: 'Status',
      createTime: 'Created',
    },
    rules: {
      account: 'Please enter the account',
      accountPattern: 'The account may contain only letters, digits, underscores, dots and hyphens',
      accountUnique: 'This account is already in use!',
      name: 'Please enter the nickname',
    },
  },
});
