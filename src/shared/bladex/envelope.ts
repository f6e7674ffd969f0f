/**
 * The BladeX response envelope and paging shapes (bladex-contract.md §1.4, §1.5).
 *
 * `success` is true exactly when `code` is 200. The gateway's 401 body has no `success` field,
 * so it is optional here and clients read `code` first.
 */
export interface R<T> {
  code: number;
  success?: boolean;
  data: T;
  msg: string;
}

export interface PageOrder {
  column: string;
  asc: boolean;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: PageOrder[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  maxLimit: number;
  countId: string;
}

/** blade-core-tool TreeNode: ids as strings; `children`/`hasChildren` left out when empty. */
export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
}

export const RESULT_CODE = {
  SUCCESS: 200,
  FAILURE: 400,
  UN_AUTHORIZED: 401,
  REQ_REJECT: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  MEDIA_TYPE_NOT_SUPPORTED: 415,
  INTERNAL_SERVER_ERROR: 500,
} as const;

/** Default messages of blade-tool ResultCode (Chinese, as the server sends them). */
export const RESULT_MSG = {
  SUCCESS: '操作成功',
  FAILURE: '操作失败',
  BIZ_FAILURE: '业务异常',
  UN_AUTHORIZED: '请求未授权',
  REQ_REJECT: '请求被拒绝',
  NOT_FOUND: '404 没找到请求',
  METHOD_NOT_SUPPORTED: '不支持当前请求方法',
  MEDIA_TYPE_NOT_SUPPORTED: '不支持当前媒体类型',
  INTERNAL_SERVER_ERROR: '服务器异常',
  NO_DATA: '暂无承载数据',
} as const;
