import { resourceModule } from '../../crud/resource-module';
import { identityOf } from '../../http/auth-guard';
import { R } from '../../http/r';
import { createListPage } from './list-page';

/** `msgType` of a message log row: 1 SMS, 2 voice call. */
const TYPES = { sms: 1, voice: 2 } as const;

/** Message logs: the generic list and detail, and `list/sms`, `list/voice`, the same list of one message type. */
export default resourceModule('mallMessageLog', ({ services, def, store }) => {
  const page = createListPage(services, def, store);
  return {
    routes(app) {
      for (const [path, type] of Object.entries(TYPES)) {
        app.get(`${def.endpoint}/list/${path}`, async (request) => {
          const identity = identityOf(request);
          services.grants.requireRead(identity, def);
          const query = (request.query ?? {}) as Record<string, unknown>;
          return R.data(page(identity, query, { sql: 'msg_type = ?', params: [type] }));
        });
      }
    },
  };
});
