// The people of the platform tenant (000000) beyond its two built-in accounts: the operators who run the Dali
// prefecture's culture-tourism back office, across its departments, roles and posts, and the personas (virtual users)
// the operators publish content under. Names are common in Dali (Bai, Yi, Han and Hui surnames); phone numbers sit
// in the 138 8800 xxxx block the built-in accounts use, which no real subscriber is given here.
//
// Operators are seeded WITHOUT a usable password: an administrator issues one with 密码重置 (it becomes
// `account.initPassword`, 123456), as when accounts arrive from the personnel office. So a fresh install has no
// account beyond the three documented ones that anybody can sign in with.

/** Departments of tenant 000000 by their seeded name (seed-org.ts). */
export type SeedDeptName =
  | '大理州文旅局'
  | '办公室'
  | '信息中心'
  | '市场推广科'
  | '大理市文旅局'
  | '弥渡县文旅局'
  | '宾川县文旅局'
  | '游客服务中心';

export interface SeedOperator {
  account: string;
  /** Nickname (`name`). */
  name: string;
  realName: string;
  sex: 1 | 2;
  birthday: string;
  dept: SeedDeptName;
  /** Role alias of tenant 000000. */
  role: 'admin' | 'user';
  /** Post code (seed-org.ts POSTS). */
  post: 'ceo' | 'manager' | 'staff' | 'other';
  /** 1 web, 2 app (dict user_type). */
  userType: 1 | 2;
  /** 1 normal, 2 blocked. */
  status?: 1 | 2;
}

export const seedOperators: readonly SeedOperator[] = [
  {
    account: 'sunhongtao',
    name: '孙科长',
    realName: '孙洪涛',
    sex: 1,
    birthday: '1979-04-12',
    dept: '大理州文旅局',
    role: 'admin',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'zhouyaqin',
    name: '雅琴',
    realName: '周雅琴',
    sex: 2,
    birthday: '1992-08-03',
    dept: '大理州文旅局',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'yangjianhua',
    name: '杨主任',
    realName: '杨建华',
    sex: 1,
    birthday: '1976-11-21',
    dept: '办公室',
    role: 'admin',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'lixiaomei',
    name: '晓梅',
    realName: '李晓梅',
    sex: 2,
    birthday: '1990-02-17',
    dept: '办公室',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'duanmeiling',
    name: '美玲',
    realName: '段美玲',
    sex: 2,
    birthday: '1995-06-30',
    dept: '办公室',
    role: 'user',
    post: 'other',
    userType: 1,
  },
  {
    account: 'duanzhiqiang',
    name: '段工',
    realName: '段志强',
    sex: 1,
    birthday: '1984-09-09',
    dept: '信息中心',
    role: 'admin',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'zhaolihong',
    name: '丽红',
    realName: '赵丽红',
    sex: 2,
    birthday: '1991-12-05',
    dept: '信息中心',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'zhangwei',
    name: '张伟',
    realName: '张伟',
    sex: 1,
    birthday: '1993-03-28',
    dept: '信息中心',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'heguangming',
    name: '光明',
    realName: '和光明',
    sex: 1,
    birthday: '1988-07-14',
    dept: '信息中心',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  {
    account: 'dongxiaoling',
    name: '董科长',
    realName: '董晓玲',
    sex: 2,
    birthday: '1982-05-19',
    dept: '市场推广科',
    role: 'user',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'suhaibo',
    name: '海波',
    realName: '苏海波',
    sex: 1,
    birthday: '1989-10-02',
    dept: '市场推广科',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'heyanping',
    name: '艳萍',
    realName: '何艳萍',
    sex: 2,
    birthday: '1994-01-23',
    dept: '市场推广科',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  // Left the department in 2024: blocked rather than removed, so the records they made keep their author.
  {
    account: 'yangzhengyu',
    name: '正宇',
    realName: '杨正宇',
    sex: 1,
    birthday: '1990-04-06',
    dept: '市场推广科',
    role: 'user',
    post: 'staff',
    userType: 1,
    status: 2,
  },
  {
    account: 'zihongmei',
    name: '字局长',
    realName: '字红梅',
    sex: 2,
    birthday: '1975-08-15',
    dept: '大理市文旅局',
    role: 'admin',
    post: 'ceo',
    userType: 1,
  },
  {
    account: 'yinguoqing',
    name: '尹科长',
    realName: '尹国庆',
    sex: 1,
    birthday: '1981-10-01',
    dept: '大理市文旅局',
    role: 'user',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'shixiaoyan',
    name: '晓燕',
    realName: '施晓燕',
    sex: 2,
    birthday: '1993-11-11',
    dept: '大理市文旅局',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'duanxuefeng',
    name: '雪峰',
    realName: '段雪峰',
    sex: 1,
    birthday: '1987-12-24',
    dept: '大理市文旅局',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'lixueqin',
    name: '雪琴',
    realName: '李雪琴',
    sex: 2,
    birthday: '1996-02-09',
    dept: '大理市文旅局',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  {
    account: 'luojiamin',
    name: '罗站长',
    realName: '罗佳敏',
    sex: 2,
    birthday: '1985-03-03',
    dept: '游客服务中心',
    role: 'user',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'chenhao',
    name: '陈浩',
    realName: '陈浩',
    sex: 1,
    birthday: '1997-07-07',
    dept: '游客服务中心',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  {
    account: 'yangli',
    name: '杨丽',
    realName: '杨丽',
    sex: 2,
    birthday: '1998-09-18',
    dept: '游客服务中心',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  {
    account: 'wangfang',
    name: '王芳',
    realName: '王芳',
    sex: 2,
    birthday: '1995-05-25',
    dept: '游客服务中心',
    role: 'user',
    post: 'other',
    userType: 2,
  },
  {
    account: 'lizhongwen',
    name: '李局长',
    realName: '李忠文',
    sex: 1,
    birthday: '1974-06-08',
    dept: '弥渡县文旅局',
    role: 'admin',
    post: 'ceo',
    userType: 1,
  },
  {
    account: 'yangcaixia',
    name: '彩霞',
    realName: '杨彩霞',
    sex: 2,
    birthday: '1986-01-30',
    dept: '弥渡县文旅局',
    role: 'user',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'zhaojun',
    name: '赵俊',
    realName: '赵俊',
    sex: 1,
    birthday: '1992-12-12',
    dept: '弥渡县文旅局',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'puxiuying',
    name: '秀英',
    realName: '普秀英',
    sex: 2,
    birthday: '1990-08-20',
    dept: '弥渡县文旅局',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
  {
    account: 'lujianguo',
    name: '鲁局长',
    realName: '鲁建国',
    sex: 1,
    birthday: '1973-02-14',
    dept: '宾川县文旅局',
    role: 'admin',
    post: 'ceo',
    userType: 1,
  },
  {
    account: 'zhanghuilan',
    name: '慧兰',
    realName: '张慧兰',
    sex: 2,
    birthday: '1983-04-27',
    dept: '宾川县文旅局',
    role: 'user',
    post: 'manager',
    userType: 1,
  },
  {
    account: 'yuandong',
    name: '袁东',
    realName: '袁东',
    sex: 1,
    birthday: '1994-10-16',
    dept: '宾川县文旅局',
    role: 'user',
    post: 'staff',
    userType: 1,
  },
  {
    account: 'majinhua',
    name: '金花',
    realName: '马金花',
    sex: 2,
    birthday: '1991-03-08',
    dept: '宾川县文旅局',
    role: 'user',
    post: 'staff',
    userType: 2,
  },
];

export interface SeedPersona {
  account: string;
  name: string;
  realName: string;
  sex: 1 | 2;
  remark: string;
  /** 1 enabled, 2 disabled. */
  status: 1 | 2;
}

/** Personas the content team writes travel notes and replies under (virtual users never sign in). */
export const seedPersonas: readonly SeedPersona[] = [
  { account: 'xiaguan_feng', name: '下关风', realName: '段晓风', sex: 1, remark: '游记、攻略的作者身份', status: 1 },
  { account: 'shangguan_hua', name: '上关花', realName: '杨花', sex: 2, remark: '民宿与美食点评', status: 1 },
  { account: 'cangshan_xue', name: '苍山雪', realName: '赵雪', sex: 2, remark: '徒步与户外内容', status: 1 },
  { account: 'dali_lvxingjia', name: '大理旅行家', realName: '李行', sex: 1, remark: '官方活动回顾', status: 1 },
  {
    account: 'weishan_chihuo',
    name: '巍山吃货',
    realName: '张味',
    sex: 1,
    remark: '2023 年停用,历史内容保留署名',
    status: 2,
  },
];
