import { ACCOUNT_NAME_MESSAGES } from '../../validation/account-name';
import { CITIZEN_ID_MESSAGES } from '../../validation/citizen-id';
import { PHONE_MESSAGES } from '../../validation/phone';

/**
 * Texts every resource shares: the generic validation messages of `recordSchema`, the list-query errors
 * and the form group titles. `{{name}}` placeholders are filled by `resourceText(key, params)`.
 */
export const commonZh = {
  validation: {
    text: '请输入文本',
    number: '请输入数字',
    integer: '请输入整数',
    min: '不能小于{{min}}',
    max: '不能大于{{max}}',
    minLength: '长度不能少于{{min}}个字符',
    maxLength: '长度不能超过{{max}}个字符',
    money: '请输入正确的金额，最多两位小数',
    moneyCent: '金额(分)必须是整数',
    date: '请输入正确的日期(yyyy-MM-dd)',
    datetime: '请输入正确的时间(yyyy-MM-dd HH:mm:ss)',
    rangeOrder: '开始时间不能晚于结束时间',
    numberRangeOrder: '{{label}}的起始值不能大于结束值',
    numberRangeBoth: '请同时填写{{label}}的起始值和结束值',
    option: '请选择有效的选项',
    dictValue: '请选择有效的字典项',
    id: '请选择有效的数据',
    regionCode: '请选择有效的行政区划',
    regionLevel: '不能选择该级别的行政区划',
    url: '请输入以 http:// 或 https:// 开头的正确链接',
    email: '请输入正确的邮箱地址',
    mobile: '请输入正确的手机号码',
    phone: { ...PHONE_MESSAGES },
    citizenId: { ...CITIZEN_ID_MESSAGES },
    account: { ...ACCOUNT_NAME_MESSAGES },
    controlChars: '不能包含控制字符',
    json: '请输入合法的JSON',
    fileCount: '最多只能上传{{max}}个文件',
    fileLink: '文件地址不正确',
    mapPoint: '请选择正确的地图坐标',
    mapPointBounds: '坐标超出可选范围：经度{{west}}～{{east}}，纬度{{south}}～{{north}}',
    flag: '取值无效',
    pattern: '格式不正确',
    sameAs: '两次输入不一致',
    recordId: '主键不能为空',
    required: {
      input: '请输入{{label}}',
      select: '请选择{{label}}',
      upload: '请上传{{label}}',
    },
  },
  query: {
    op: '不支持的查询条件：{{param}}',
    value: '查询条件格式不正确：{{param}}',
    unknown: '不支持的查询参数：{{param}}',
    sort: '不允许按该列排序：{{column}}',
  },
  groups: {
    basic: '基础信息',
    detail: '详细信息',
    duty: '职责信息',
    security: '安全设置',
  },
  /** Labels of the fields most resources share, used when a definition's own texts do not name them. */
  fields: {
    createTime: '创建时间',
    updateTime: '更新时间',
    createUserName: '创建人',
    updateUserName: '最后修改人',
    sort: '排序',
    remark: '备注',
    status: '状态',
  },
  /** The generic action texts of the engine (toggles, transitions, history). */
  actions: {
    confirm: '确定{{action}}选中的{{count}}条数据吗？',
    confirmOne: '确定{{action}}吗？',
    wrongState: '「{{row}}」当前状态为「{{state}}」，不能{{action}}',
    wrongTarget: '{{action}}的目标状态无效',
    done: '{{action}}成功',
  },
  flags: {
    yes: '是',
    no: '否',
    enabled: '启用',
    disabled: '停用',
  },
};
