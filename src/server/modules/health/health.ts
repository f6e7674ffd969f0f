import { routeModule } from '../../crud/resource-module';
import { R } from '../../http/r';

/** Liveness for the launcher and CI; also proves the database answers. */
export default routeModule('health', (app, { ctx }) => {
  const ping = ctx.db.prepare<[], { ok: number }>('SELECT 1 AS ok');
  app.get('/health', { config: { anonymous: true } }, async () =>
    R.data({ status: ping.get()?.ok === 1 ? 'ok' : 'degraded' }),
  );
});
