import { z } from 'zod';
import { resourceModule } from '../../crud/resource-module';
import { queryOf, withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';
import { namedIds } from './named-ids';
import { proposePrototypes } from './prototype-proposal';
import { listTables, tableColumns, withSource } from './table-source';

const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{1,20}$/, `${label}id格式不正确`);

/**
 * Data models: `select`, and the reading of data sources for the model form: `table-list?datasourceId=` (its
 * tables), `table-info?datasourceId=&tableName=` (a table's columns), `model-prototype?modelId=` (the model's
 * saved fields, or those its table proposes when none are saved yet; `refresh=1` reads the table again: saved fields
 * of the columns still there, proposals for new ones, in the table's order). A model's table must exist in its source.
 */
export default resourceModule('model', ({ services }) => {
  const db = services.ctx.db;
  const sourceUrl = db.prepare<[string], { url: string }>(
    'SELECT url FROM blade_datasource WHERE id = ? AND is_deleted = 0',
  );
  const modelOf = db.prepare<[string], { id: string; datasource_id: string; model_table: string }>(
    'SELECT id, datasource_id, model_table FROM blade_model WHERE id = ? AND is_deleted = 0',
  );
  const prototypesOf = db.prepare<[string], Record<string, unknown>>(
    `SELECT id, model_id AS modelId, jdbc_name AS jdbcName, jdbc_type AS jdbcType, comment, property_name AS propertyName,
       component_type AS componentType, is_list AS isList, is_form AS isForm, is_required AS isRequired, is_query AS isQuery,
       COALESCE(query_type, '') AS queryType, dict_code AS dictCode
     FROM blade_model_prototype WHERE model_id = ? AND is_deleted = 0 ORDER BY create_time, id`,
  );
  const urlOf = (datasourceId: string): string => {
    const row = sourceUrl.get(datasourceId);
    if (!row) throw badRequest('数据源不存在或已被删除');
    return row.url;
  };

  return {
    hooks: {
      // The list shows a model's data source by name (the reference's `datasourceName`).
      decorate: namedIds(db, { table: 'blade_datasource', column: 'name', from: 'datasourceId', as: 'datasourceName' }),
      beforeWrite({ values, existing }) {
        const source = String(('datasource_id' in values ? values.datasource_id : existing?.datasource_id) ?? '');
        const table = String(('model_table' in values ? values.model_table : existing?.model_table) ?? '');
        withSource(db, urlOf(source), (source) => tableColumns(source, table));
      },
    },
    routes(app) {
      app.get('/blade-develop/model/select', async (request) => {
        withButton(services, request, 'model_view');
        return R.data(
          db
            .prepare(
              'SELECT id, model_name AS modelName, model_table AS modelTable FROM blade_model WHERE is_deleted = 0 ORDER BY model_name',
            )
            .all(),
        );
      });
      app.get('/blade-develop/model/table-list', async (request) => {
        withButton(services, request, 'model_view');
        const { datasourceId } = parseInput(z.object({ datasourceId: id('数据源') }), queryOf(request));
        return R.data(withSource(db, urlOf(datasourceId), listTables));
      });
      app.get('/blade-develop/model/table-info', async (request) => {
        withButton(services, request, 'model_view');
        const query = parseInput(
          z.object({
            datasourceId: id('数据源'),
            tableName: z.string({ error: '请选择表' }).trim().min(1, '请选择表'),
          }),
          queryOf(request),
        );
        return R.data(withSource(db, urlOf(query.datasourceId), (source) => tableColumns(source, query.tableName)));
      });
      app.get('/blade-develop/model/model-prototype', async (request) => {
        withButton(services, request, 'model_view');
        const { modelId, refresh } = parseInput(
          z.object({ modelId: id('模型'), refresh: z.enum(['0', '1', 'true', 'false']).optional() }),
          queryOf(request),
        );
        const model = modelOf.get(modelId);
        if (!model) throw badRequest('模型不存在或已被删除');
        const saved = prototypesOf.all(modelId);
        const again = refresh === '1' || refresh === 'true';
        if (saved.length > 0 && !again) return R.data(saved);
        const columns = withSource(db, urlOf(model.datasource_id), (source) => tableColumns(source, model.model_table));
        // Read again: the saved field of a column that is still there, a proposal for a new one, none for a gone one.
        const byColumn = new Map(saved.map((row) => [String(row.jdbcName), row]));
        return R.data(
          proposePrototypes(columns).map((proposal) => byColumn.get(proposal.jdbcName) ?? { ...proposal, modelId }),
        );
      });
    },
  };
});
