import { describe, expect, it } from 'vitest';
import {
  clientResource,
  dataScopeResource,
  defineResource,
  describeIssues,
  dictResource,
  menuResource,
  paramResource,
  postResource,
  recordSchema,
  regionResource,
  STANDARD_VERBS,
  tenantPackageResource,
  tenantResource,
  userResource,
  appHomePageConfigResource,
  type Field,
  type ResourceDef,
} from '../../../../src/shared/resources';
import { citizenIdCheckChar } from '../../../../src/shared/validation';

/** The zh message per field of a failed parse, or the parsed record. */
const run = (def: ResourceDef, mode: 'create' | 'update', input: unknown, language: 'zh' | 'en' = 'zh') => {
  const result = recordSchema(def, mode).safeParse(input);
  return result.success
    ? { data: result.data as Record<string, unknown>, errors: {} as Record<string, string> }
    : { data: undefined, errors: describeIssues(result.error, language).fieldErrors as Record<string, string> };
};

const probe = (fields: readonly Field[]): ResourceDef =>
  defineResource<Record<string, unknown>>()({
    name: 'probe',
    area: 'test',
    title: 'res.system.post.title',
    endpoint: '/probe',
    verbs: STANDARD_VERBS,
    table: 'probe',
    tenantScoped: false,
    audit: false,
    softDelete: false,
    idKind: 'snowflake',
    shape: 'flat',
    filterStyle: 'map',
    permission: 'probe',
    fields,
  });

const validUser = {
  account: 'erhai01',
  password: 'secret123',
  password2: 'secret123',
  name: '洱海',
  realName: '段正淳',
  userType: '1',
  roleId: ['1123598816738675201', '1123598816738675202'],
  deptId: '1123598813738675201',
};

describe('recordSchema: required', () => {
  it('answers with the spec message of each missing field', () => {
    const { errors } = run(tenantPackageResource, 'create', { remark: 'x' });
    expect(errors).toEqual({ packageName: '请输入产品包名称', menuId: '请选择菜单' });
  });

  it('treats the spec empty values (blank, "null", []) as missing', () => {
    const { errors } = run(tenantPackageResource, 'create', { packageName: '  ', menuId: [] });
    expect(errors).toEqual({ packageName: '请输入产品包名称', menuId: '请选择菜单' });
    expect(run(tenantPackageResource, 'create', { packageName: 'null', menuId: 'undefined' }).errors).toHaveProperty(
      'packageName',
    );
  });

  it('gives the English text of the same key', () => {
    const { errors } = run(tenantPackageResource, 'create', {}, 'en');
    expect(errors.packageName).toBe('Please enter the package name');
  });
});

describe('recordSchema: text rules', () => {
  it('checks length with the rule message, or the generic one with its limit', () => {
    expect(run(userResource, 'create', { ...validUser, realName: '段' }).errors).toEqual({
      realName: '姓名长度在2到5个字符',
    });
    const def = probe([
      { name: 'title', kind: 'text', label: 'res.system.post.fields.postName', rules: [{ kind: 'length', max: 4 }] },
    ]);
    expect(run(def, 'create', { title: '苍山洱海风' }).errors).toEqual({ title: '长度不能超过4个字符' });
    expect(run(def, 'create', { title: '苍山洱海' }).data).toEqual({ title: '苍山洱海' });
  });

  it('checks phone numbers with the spec texts, pinned verbatim', () => {
    expect(run(userResource, 'create', { ...validUser, phone: '138' }).errors).toEqual({
      phone: '手机号码长度不为11位',
    });
    expect(run(userResource, 'create', { ...validUser, phone: '23888888888' }).errors).toEqual({
      phone: '手机号码格式不正确',
    });
    expect(run(userResource, 'create', { ...validUser, phone: '13888888888' }).data?.phone).toBe('13888888888');
  });

  it('checks the mobile format (1 and ten digits) with its text, or the rule message', () => {
    const def = probe([
      {
        name: 'mobile',
        kind: 'text',
        label: 'res.system.post.fields.postName',
        rules: [{ kind: 'format', format: 'mobile' }],
      },
      {
        name: 'contact',
        kind: 'text',
        label: 'res.system.post.fields.postCode',
        rules: [{ kind: 'format', format: 'mobile', message: 'res.system.post.rules.postCode' }],
      },
    ]);
    expect(run(def, 'create', { mobile: '12345' }).errors).toEqual({ mobile: '请输入正确的手机号码' });
    expect(run(def, 'create', { mobile: '2388888888a' }).errors).toEqual({ mobile: '请输入正确的手机号码' });
    expect(run(def, 'create', { mobile: '138888888889' }).errors).toEqual({ mobile: '请输入正确的手机号码' });
    expect(run(def, 'create', { contact: '0871-6666' }).errors).toEqual({ contact: '请输入岗位编号' });
    expect(run(def, 'create', { mobile: '13888888888', contact: '15912345678' }).data).toEqual({
      mobile: '13888888888',
      contact: '15912345678',
    });
  });

  it('checks a pattern with its rule message (region codes, persona accounts)', () => {
    const code = regionResource.fields.find((field) => field.name === 'code') as Field;
    const def = probe([
      { ...code, rules: (code.rules ?? []).filter((rule) => rule.kind === 'pattern') } as Field,
      {
        name: 'handle',
        kind: 'text',
        label: 'res.system.virtualUser.fields.account',
        rules: [
          { kind: 'pattern', pattern: '^[a-z]+$', flags: 'i', message: 'res.system.virtualUser.rules.accountPattern' },
        ],
      },
    ]);
    expect(run(def, 'create', { code: '53292' }).errors).toEqual({ code: '区划编号应为2、4、6、9或12位数字' });
    expect(run(def, 'create', { code: '5329x2' }).errors).toEqual({ code: '区划编号应为2、4、6、9或12位数字' });
    expect(run(def, 'create', { handle: 'erhai_01' }).errors).toEqual({
      handle: '账号只能包含字母、数字、下划线、点和短横线',
    });
    // The flags travel with the pattern: `i` takes capitals.
    expect(run(def, 'create', { code: '532922', handle: 'ErHai' }).data).toEqual({ code: '532922', handle: 'ErHai' });
  });

  it('checks URLs and e-mail', () => {
    expect(
      run(tenantResource, 'create', { tenantName: '大理', linkman: '李', domainUrl: 'ftp://dali.cn' }).errors,
    ).toEqual({
      domainUrl: '请输入以 http:// 或 https:// 开头的正确链接',
    });
    expect(run(userResource, 'create', { ...validUser, email: 'not-mail' }).errors).toEqual({
      email: '请输入正确的邮箱地址',
    });
  });

  it('checks citizen IDs with a message per problem', () => {
    const def = probe([
      {
        name: 'idCard',
        kind: 'text',
        label: 'res.system.post.fields.postName',
        rules: [{ kind: 'format', format: 'citizenId' }],
      },
    ]);
    const body = '53292519900101123';
    expect(run(def, 'create', { idCard: body + citizenIdCheckChar(body) }).errors).toEqual({});
    const wrongDigit = citizenIdCheckChar(body) === '0' ? '1' : '0';
    expect(run(def, 'create', { idCard: body + wrongDigit }).errors).toEqual({ idCard: '证件号码校验位错误' });
    expect(run(def, 'create', { idCard: '5329251990' }).errors).toEqual({ idCard: '证件号码长度不为18位' });
    expect(run(def, 'create', { idCard: '99292519900101123X' }).errors).toEqual({ idCard: '地址编码错误' });
    expect(run(def, 'create', { idCard: '53292519900101123A' }).errors).toEqual({ idCard: '证件号码格式错误' });
    expect(run(def, 'create', { idCard: '53292519900101123A' }, 'en').errors).toEqual({
      idCard: 'The ID number has the wrong format',
    });
  });

  it('checks a confirmation against its field and never stores it', () => {
    expect(run(userResource, 'create', { ...validUser, password2: 'other' }).errors).toEqual({
      password2: '两次输入密码不一致！',
    });
    const { data } = run(userResource, 'create', validUser);
    expect(data).not.toHaveProperty('password2');
    expect(data?.password).toBe('secret123');
  });
});

describe('recordSchema: numbers', () => {
  const base = {
    clientId: 'app',
    clientSecret: 's',
    scope: 'all',
    authorizedGrantTypes: 'password',
    refreshTokenValidity: 604800,
  };

  it('coerces integers sent as text and enforces the range', () => {
    expect(run(clientResource, 'create', { ...base, accessTokenValidity: '3600' }).data?.accessTokenValidity).toBe(
      3600,
    );
    expect(run(clientResource, 'create', { ...base, accessTokenValidity: '30' }).errors).toEqual({
      accessTokenValidity: '不能小于60',
    });
    expect(run(clientResource, 'create', { ...base, accessTokenValidity: '3.5' }).errors).toEqual({
      accessTokenValidity: '请输入整数',
    });
    expect(run(clientResource, 'create', { ...base, accessTokenValidity: true }).errors).toEqual({
      accessTokenValidity: '请输入整数',
    });
  });

  it('keeps cents whole and yuan to two places', () => {
    const def = probe([
      { name: 'price', kind: 'money', unit: 'cent', label: 'res.system.post.fields.sort' },
      {
        name: 'fee',
        kind: 'money',
        unit: 'yuan',
        label: 'res.system.post.fields.sort',
        rules: [{ kind: 'range', min: 0 }],
      },
    ]);
    expect(run(def, 'create', { price: '1999', fee: '19.99' }).data).toEqual({ price: 1999, fee: 19.99 });
    expect(run(def, 'create', { price: '19.99' }).errors).toEqual({ price: '金额(分)必须是整数' });
    expect(run(def, 'create', { fee: '19.999' }).errors).toEqual({ fee: '请输入正确的金额，最多两位小数' });
    expect(run(def, 'create', { fee: '-1' }).errors).toEqual({ fee: '不能小于0' });
  });
});

describe('recordSchema: choices', () => {
  const post = { postCode: 'ceo', postName: '总经理', sort: 1 };

  it('checks dictionary values against the known items when a lookup is given', () => {
    const schema = recordSchema(postResource, 'create', {
      dictItems: (field) => (field.dict === 'post_category' ? ['1', '2', '3', '4'] : undefined),
    });
    expect(schema.safeParse({ ...post, category: '2' }).data?.category).toBe(2);
    const bad = schema.safeParse({ ...post, category: '9' });
    expect(bad.success ? {} : describeIssues(bad.error).fieldErrors).toEqual({ category: '请选择有效的字典项' });
  });

  it('refuses a number-valued dictionary key that is not a number, and several values for a single select', () => {
    expect(run(postResource, 'create', { ...post, category: 'abc' }).errors).toEqual({ category: '请选择有效的选项' });
    expect(run(postResource, 'create', { ...post, category: '1,2' }).errors).toEqual({ category: '请选择有效的选项' });
  });

  it('joins multiple values with commas, from arrays or comma lists', () => {
    const { data } = run(userResource, 'create', validUser);
    expect(data?.roleId).toBe('1123598816738675201,1123598816738675202');
    const grants = run(clientResource, 'create', {
      clientId: 'a',
      clientSecret: 'b',
      scope: 'all',
      accessTokenValidity: 3600,
      refreshTokenValidity: 7200,
      authorizedGrantTypes: ['password', 'captcha'],
    });
    expect(grants.data?.authorizedGrantTypes).toBe('password,captcha');
    expect(run(clientResource, 'update', { id: '1', authorizedGrantTypes: 'password,teleport' }).errors).toEqual({
      authorizedGrantTypes: '请选择有效的选项',
    });
  });

  it('refuses ids that are not snowflake ids', () => {
    expect(run(userResource, 'create', { ...validUser, deptId: '1 OR 1=1' }).errors).toEqual({
      deptId: '请选择有效的数据',
    });
  });

  it('reads switches from booleans or either stored value', () => {
    const root = { code: 'sex', dictValue: '性别', sort: 1 };
    expect(run(dictResource, 'create', { ...root, isSealed: true }).data?.isSealed).toBe(1);
    expect(run(dictResource, 'create', { ...root, isSealed: '0' }).data?.isSealed).toBe(0);
    expect(run(dictResource, 'create', { ...root, isSealed: 2 }).errors).toEqual({ isSealed: '取值无效' });
  });

  it('checks region codes and the levels that may be chosen', () => {
    const def = probe([
      {
        name: 'area',
        kind: 'region',
        tree: 'region',
        root: '5329',
        levels: [3],
        label: 'res.system.region.fields.name',
      },
    ]);
    expect(run(def, 'create', { area: '532925' }).data).toEqual({ area: '532925' });
    expect(run(def, 'create', { area: '532925100' }).errors).toEqual({ area: '不能选择该级别的行政区划' });
    expect(run(def, 'create', { area: '530102' }).errors).toEqual({ area: '请选择有效的行政区划' });
  });
});

describe('recordSchema: dates, uploads, JSON', () => {
  const def = probe([
    { name: 'day', kind: 'date', label: 'res.system.post.fields.postName' },
    { name: 'at', kind: 'datetime', label: 'res.system.post.fields.postName' },
    {
      name: 'period',
      kind: 'datetimeRange',
      start: 'startTime',
      end: 'endTime',
      label: 'res.system.post.fields.postName',
    },
    {
      name: 'photos',
      kind: 'images',
      accept: ['jpg'],
      maxSizeKb: 10000,
      max: 2,
      label: 'res.system.post.fields.postName',
    },
    { name: 'extra', kind: 'json', label: 'res.system.post.fields.postName' },
    { name: 'spot', kind: 'mapPoint', label: 'res.system.post.fields.postName' },
  ]);

  it('accepts the wire formats and stores ranges in their two properties', () => {
    const { data } = run(def, 'create', {
      day: '2024-02-29',
      at: '2024-05-01 08:00:00',
      period: ['2024-05-01 08:00:00', '2024-05-01 18:00:00'],
      photos: 'https://oss.dali.cn/a.jpg,https://oss.dali.cn/b.jpg',
      extra: { a: 1 },
      spot: { lng: 100.23, lat: 25.6 },
    });
    expect(data).toEqual({
      day: '2024-02-29',
      at: '2024-05-01 08:00:00',
      startTime: '2024-05-01 08:00:00',
      endTime: '2024-05-01 18:00:00',
      photos: 'https://oss.dali.cn/a.jpg,https://oss.dali.cn/b.jpg',
      extra: '{"a":1}',
      spot: '100.23,25.6',
    });
  });

  it('refuses impossible dates, reversed ranges, too many files and bad JSON', () => {
    expect(run(def, 'create', { day: '2023-02-29' }).errors).toEqual({ day: '请输入正确的日期(yyyy-MM-dd)' });
    expect(run(def, 'create', { at: '2024-05-01' }).errors).toEqual({ at: '请输入正确的时间(yyyy-MM-dd HH:mm:ss)' });
    expect(run(def, 'create', { startTime: '2024-05-02 00:00:00', endTime: '2024-05-01 00:00:00' }).errors).toEqual({
      period: '开始时间不能晚于结束时间',
    });
    expect(
      run(def, 'create', { photos: ['https://a.cn/1.jpg', 'https://a.cn/2.jpg', 'https://a.cn/3.jpg'] }).errors,
    ).toEqual({
      photos: '最多只能上传2个文件',
    });
    expect(run(def, 'create', { extra: '{oops' }).errors).toEqual({ extra: '请输入合法的JSON' });
    expect(run(def, 'create', { spot: '200,10' }).errors).toEqual({ spot: '请选择正确的地图坐标' });
  });

  it('refuses a range sent as anything but its two-element list, even with its properties beside it', () => {
    const bounds = { startTime: '2024-05-01 08:00:00', endTime: '2024-05-01 18:00:00' };
    for (const period of [{ $gt: '' }, 42, '2024-05-01 08:00:00', true]) {
      expect(run(def, 'create', { ...bounds, period }).errors).toEqual({
        period: '请输入正确的时间(yyyy-MM-dd HH:mm:ss)',
      });
    }
    expect(run(def, 'create', { ...bounds, period: {} }).data).toEqual(bounds);
  });
});

describe('recordSchema: number ranges', () => {
  const ratio: Field = {
    name: 'ratio',
    kind: 'integerRange',
    start: 'rangeMin',
    end: 'rangeMax',
    label: 'res.system.post.fields.postName',
    rules: [
      { kind: 'required', message: 'res.system.post.rules.postName' },
      { kind: 'range', min: 0, max: 100 },
    ],
  };
  const weight: Field = {
    name: 'weight',
    kind: 'numberRange',
    start: 'weightMin',
    end: 'weightMax',
    precision: 1,
    label: 'res.system.post.fields.postCode',
  };
  const def = probe([ratio, weight]);

  it('stores an integer pair in its two properties, from the pair or from the properties, numbers from text', () => {
    expect(run(def, 'create', { ratio: ['10', 20] }).data).toEqual({ rangeMin: 10, rangeMax: 20 });
    expect(run(def, 'create', { rangeMin: 0, rangeMax: '0' }).data).toEqual({ rangeMin: 0, rangeMax: 0 });
    expect(run(def, 'create', { ratio: [1, 2], weight: ['0.5', '2.5'] }).data).toEqual({
      rangeMin: 1,
      rangeMax: 2,
      weightMin: 0.5,
      weightMax: 2.5,
    });
  });

  it('asks for both numbers when required, and for the other half of a half-filled pair', () => {
    expect(run(def, 'create', {}).errors).toEqual({ ratio: '请输入岗位名称' });
    expect(run(def, 'create', { ratio: ['', ''] }).errors).toEqual({ ratio: '请输入岗位名称' });
    expect(run(def, 'create', { ratio: ['10', ''] }).errors).toEqual({ ratio: '请同时填写岗位名称的起始值和结束值' });
    expect(run(def, 'create', { ratio: [1, 2], weight: ['', '3'] }).errors).toEqual({
      weight: '请同时填写岗位编号的起始值和结束值',
    });
    expect(run(def, 'create', { ratio: [1, 2] }).data).toEqual({ rangeMin: 1, rangeMax: 2 });
  });

  it('refuses a number pair sent as one value', () => {
    expect(run(def, 'create', { ratio: { $gt: '' } }).errors).toEqual({ ratio: '请同时填写岗位名称的起始值和结束值' });
    expect(run(def, 'create', { ratio: [1, 2], weight: 7 }).errors).toEqual({
      weight: '请同时填写岗位编号的起始值和结束值',
    });
  });

  it('takes whole numbers only for an integer range, and the precision of a decimal one', () => {
    expect(run(def, 'create', { ratio: ['1.5', '3'] }).errors).toEqual({ ratio: '请输入整数' });
    expect(run(def, 'create', { ratio: ['abc', '3'] }).errors).toEqual({ ratio: '请输入整数' });
    expect(run(def, 'create', { ratio: [1, 2], weight: ['0.25', '1'] }).errors).toEqual({ weight: '请输入数字' });
  });

  it('bounds each number by the range rule', () => {
    expect(run(def, 'create', { ratio: [-1, 20] }).errors).toEqual({ ratio: '不能小于0' });
    expect(run(def, 'create', { ratio: [10, 101] }).errors).toEqual({ ratio: '不能大于100' });
  });

  it('refuses a start greater than the end with a message naming the field, in either language', () => {
    expect(run(def, 'create', { ratio: [30, 20] }).errors).toEqual({ ratio: '岗位名称的起始值不能大于结束值' });
    expect(run(def, 'create', { ratio: [30, 20] }, 'en').errors).toEqual({
      ratio: 'Name: the start must not be greater than the end',
    });
    expect(run(def, 'create', { ratio: [20, 20] }).data).toEqual({ rangeMin: 20, rangeMax: 20 });
  });

  it('leaves an update that does not mention the pair alone, and refuses one that empties a required pair', () => {
    expect(run(def, 'update', { id: '1', weight: [1, 2] }).data).toEqual({ id: '1', weightMin: 1, weightMax: 2 });
    expect(run(def, 'update', { id: '1', rangeMin: '', rangeMax: '' }).errors).toEqual({ ratio: '请输入岗位名称' });
  });
});

describe('recordSchema: conditions', () => {
  const menu = { name: '用户', code: 'user_x', alias: 'menu', path: '/system/user', isOpen: 1, sort: 1 };

  it('requires a field only while its condition holds, and strips it while hidden', () => {
    expect(run(menuResource, 'create', { ...menu, category: 1, action: 2 }).data).not.toHaveProperty('action');
    expect(run(menuResource, 'create', { ...menu, category: 2 }).errors).toEqual({ action: '请选择按钮功能' });
    expect(run(menuResource, 'create', { ...menu, category: '2', action: '3' }).data?.action).toBe(3);
  });

  it('asks a dictionary child for its key but not a root', () => {
    const root = { code: 'sex', dictValue: '性别', sort: 1, isSealed: 0 };
    expect(run(dictResource, 'create', { ...root, parentId: '0' }).errors).toEqual({});
    expect(run(dictResource, 'create', { ...root, parentId: '1123598815738675201' }).errors).toEqual({
      dictKey: '请输入字典键值',
    });
  });

  it('asks a custom data scope for its rule value', () => {
    const scope = {
      menuId: '1',
      resourceCode: 'user',
      scopeName: '本部门',
      scopeField: '*',
      scopeClass: 'a.b.C.d',
      scopeColumn: 'create_dept',
    };
    expect(run(dataScopeResource, 'create', { ...scope, scopeType: 3 }).errors).toEqual({});
    expect(run(dataScopeResource, 'create', { ...scope, scopeType: 5 }).errors).toEqual({ scopeValue: '请输入规则值' });
  });
});

describe('recordSchema: what is written', () => {
  it('strips unknown, audit, tenant and read-only properties', () => {
    const { data } = run(userResource, 'create', {
      ...validUser,
      id: '42',
      tenantId: '999999',
      status: 1,
      createTime: '2020-01-01 00:00:00',
      isDeleted: 1,
      hacker: 'x',
    });
    expect(Object.keys(data ?? {}).sort()).toEqual([
      'account',
      'deptId',
      'name',
      'password',
      'realName',
      'roleId',
      'userType',
    ]);
  });

  it('needs the id on update and leaves create-only fields alone', () => {
    expect(run(userResource, 'update', { account: 'x' }).errors).toEqual({ id: '主键不能为空' });
    const { data } = run(userResource, 'update', { ...validUser, id: 1123598821738675201n.toString() });
    expect(data?.id).toBe('1123598821738675201');
    expect(data).not.toHaveProperty('password');
  });

  it('treats an update as a patch: unmentioned fields stay, emptied required ones are refused', () => {
    expect(run(dictResource, 'update', { id: '7', isSealed: 1 }).data).toEqual({ id: '7', isSealed: 1 });
    expect(run(dictResource, 'update', { id: '7', dictValue: '' }).errors).toEqual({ dictValue: '请输入字典名称' });
  });

  it('clears an optional field an edit empties, and keeps one it sends as null or leaves out', () => {
    expect(run(paramResource, 'update', { id: '7', remark: '' }).data).toEqual({ id: '7', remark: '' });
    expect(run(paramResource, 'update', { id: '7', remark: '   ' }).data).toEqual({ id: '7', remark: '' });
    expect(run(paramResource, 'update', { id: '7', remark: null }).data).toEqual({ id: '7' });
    expect(run(paramResource, 'update', { id: '7' }).data).toEqual({ id: '7' });
    // A create has nothing to clear: the empty optional is simply absent.
    expect(
      run(paramResource, 'create', {
        paramName: '注册开关',
        paramKey: 'account.registerUser',
        paramValue: 'true',
        remark: '',
      }).data,
    ).not.toHaveProperty('remark');
  });

  it('keys a code resource by its code and keeps that code on update', () => {
    const region = { code: '532925', parentCode: '5329', name: '弥渡县', regionLevel: 3, sort: 1 };
    expect(run(regionResource, 'create', region).data?.code).toBe('532925');
    const { data } = run(regionResource, 'update', { ...region, name: '弥渡' });
    expect(data).toMatchObject({ code: '532925', name: '弥渡' });
    expect(run(regionResource, 'update', { ...region, code: '' }).errors).toEqual({ code: '主键不能为空' });
  });

  it('refuses a body that is not an object', () => {
    expect(recordSchema(postResource, 'create').safeParse(['a']).success).toBe(false);
  });
});

describe('recordSchema: conditions on an update', () => {
  const id = '1123598820738690009';
  const patch = { id, isTop: 0, imageUrls: '/a.png,/b.png' };

  it('reads a field the update leaves out (a parent, read-only on edit) from the stored record', () => {
    const alone = recordSchema(appHomePageConfigResource, 'update').parse(patch) as Record<string, unknown>;
    // Without the stored record the entrance looks parentless: its recommended images are hidden, so not written.
    expect(alone.imageUrls).toBeUndefined();
    const stored = { id, parentId: '1123598820738690001', isTop: 0 };
    const seen = recordSchema(appHomePageConfigResource, 'update', { stored }).parse(patch) as Record<string, unknown>;
    expect(seen.imageUrls).toBe('/a.png,/b.png');
    // The stored parent decides, but is never written by an update.
    expect(seen.parentId).toBeUndefined();
  });
});
