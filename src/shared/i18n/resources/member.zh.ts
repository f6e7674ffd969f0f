/**
 * Texts of the member resources (spec 002 §2, §3: the consumer app's members): one block per resource with
 * its `title`, field `fields` labels, rule `rules` messages and the labels of its fixed options.
 */
export const memberZh = {
  member: {
    title: '会员列表',
    groups: { basic: '基础信息', region: '所在区域' },
    fields: {
      nickName: '会员昵称',
      realName: '真实姓名',
      phone: '手机号码',
      sex: '性别',
      birthday: '出生日期',
      townCode: '所在乡镇',
      areaCode: '所属区域',
      districtName: '所在县市',
      townName: '所在乡镇',
      regionName: '客源地',
      isUnionMember: '工会会员',
      registerTime: '注册时间',
      status: '会员状态',
      createTime: '创建时间',
    },
    rules: { nickName: '请输入会员昵称', phone: '请输入手机号码', townCode: '请选择所在乡镇' },
    sex: { unknown: '未知', male: '男', female: '女' },
    status: { normal: '正常', disabled: '停用' },
  },
};
