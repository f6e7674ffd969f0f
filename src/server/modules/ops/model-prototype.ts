import { z } from 'zod';
import { MODEL_KINDS, queryTypesOf } from '../../../shared/codegen/field-kinds';
import { forbidden } from '../../crud/forbidden';
import { PLATFORM_TENANT } from '../../crud/grants';
import { resourceModule } from '../../crud/resource-module';
import { withButton } from '../../crud/route-guards';
import { formatDateTime } from '../../db/clock';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';

const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform(Number)
  .default(0);
const item = z.object({
  modelId: z.union([z.string(), z.number()]).transform(String),
  jdbcName: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, '列名格式不正确'),
  jdbcType: z.string().trim().max(64).default('TEXT'),
  comment: z.string().trim().min(1, '请输入中文标签').max(64),
  propertyName: z
    .string()
    .trim()
    .regex(/^[a-z][A-Za-z0-9]*$/, '属性名须为小驼峰（如 jobName）'),
  componentType: z.enum(MODEL_KINDS, { error: '请选择字段类型' }),
  isList: flag,
  isForm: flag,
  isRequired: flag,
  isQuery: flag,
  queryType: z.string().trim().max(32).default(''),
  dictCode: z.string().trim().max(64).default(''),
});
const body = z.union([z.array(item), z.object({ list: z.array(item) }).transform((value) => value.list)]);

/**
 * A model's fields: `submit-list` replaces all of a model's prototypes at once (the model screen's field grid),
 * every row checked first (`第N行: …`); a dictionary field needs its code, a property name may appear once, a
 * searched field's kind must offer a search and its query type (empty: the kind's default) must be one it offers.
 */
export default resourceModule('modelPrototype', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  return {
    routes(app) {
      app.post('/blade-develop/model-prototype/submit-list', async (request) => {
        const identity = withButton(services, request, 'model_edit');
        // Developer tools are shared by every tenant: only the platform tenant writes them.
        if (identity.tenantId !== PLATFORM_TENANT) throw forbidden();
        const rows = parseInput(body, request.body);
        if (rows.length === 0) throw badRequest('请至少保留一个字段');
        const modelIds = new Set(rows.map((row) => row.modelId));
        if (modelIds.size !== 1) throw badRequest('一次只能保存一个模型的字段');
        const [modelId] = [...modelIds] as [string];
        if (!db.prepare('SELECT 1 FROM blade_model WHERE id = ? AND is_deleted = 0').get(modelId)) {
          throw badRequest('模型不存在或已被删除');
        }
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          if (row.componentType === 'dict' && !row.dictCode)
            throw badRequest(`第${index + 1}行: 字典字段须填写字典编号`);
          const offered = queryTypesOf(row.componentType);
          if (row.isQuery === 1 && offered.length === 0)
            throw badRequest(`第${index + 1}行: ${row.comment}（${row.componentType}）不能作为搜索条件`);
          if (row.queryType && !offered.some((mode) => mode === row.queryType))
            throw badRequest(
              `第${index + 1}行: 查询方式“${row.queryType}”不适用于${row.componentType}，可选：${offered.join('、') || '无'}`,
            );
          if (seen.has(row.propertyName)) throw badRequest(`第${index + 1}行: 属性名“${row.propertyName}”重复`);
          seen.add(row.propertyName);
        });
        const now = formatDateTime(ctx.now());
        const insert = db.prepare(
          `INSERT INTO blade_model_prototype (id, model_id, jdbc_name, jdbc_type, comment, property_name, component_type,
             is_list, is_form, is_required, is_query, query_type, dict_code, create_user, create_time, update_user, update_time, is_deleted)
           VALUES (@id, @modelId, @jdbcName, @jdbcType, @comment, @propertyName, @componentType, @isList, @isForm,
             @isRequired, @isQuery, @queryType, @dictCode, @user, @now, @user, @now, 0)`,
        );
        db.transaction(() => {
          db.prepare(
            'UPDATE blade_model_prototype SET is_deleted = 1, update_time = ? WHERE model_id = ? AND is_deleted = 0',
          ).run(now, modelId);
          for (const row of rows) insert.run({ ...row, id: ctx.ids.next(), user: identity.userId, now });
        })();
        return R.status(true);
      });
    },
  };
});
