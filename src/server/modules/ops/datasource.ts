import { resourceModule } from '../../crud/resource-module';
import { withSource } from './table-source';

/**
 * Data sources of code generation: `embedded` or a SQLite file. Saving one tests the connection (the file opens
 * read-only and reads its catalogue), so a wrong path answers 400 naming the reason and nothing is written.
 */
export default resourceModule('datasource', ({ services }) => ({
  hooks: {
    beforeWrite({ values, existing }) {
      const url = String(('url' in values ? values.url : existing?.url) ?? '');
      withSource(services.ctx.db, url, () => undefined);
    },
  },
}));
