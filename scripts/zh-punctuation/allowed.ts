/**
 * zh texts quoted verbatim by the specification that keep their ASCII punctuation (the server's `msg`s and labels
 * the contract fixes). Written by `npm exec tsx scripts/zh-punctuation/sweep.ts -- --spec <spec folder>`.
 */
export const VERBATIM_ZH_TEXTS: readonly string[] = [
  '当前账号已被使用!',
  '操作成功!',
  '是否需要清除缓存?',
  '注册申请已提交,请耐心等待管理员通过!',
  '确定将选择数据删除?',
];
