import { ART_ROUTE, artSvg, parseArtName } from '../../db/seed-data/content-art';
import { routeModule } from '../../crud/resource-module';
import { HttpError } from '../../http/errors';

/**
 * The seeded content's pictures (db/seed-data/content-art.ts), drawn on request: anonymous like the stored files
 * beside them, only the seed's sizes and short captions, never scriptable (the caption is escaped, and the answer
 * is sandboxed as stored files are).
 */
export default routeModule('content-art', (app) => {
  app.get<{ Params: { spec: string; name: string } }>(
    `${ART_ROUTE}/:spec/:name`,
    { config: { anonymous: true } },
    async (request, reply) => {
      const art = parseArtName(request.params.spec, request.params.name);
      if (!art) throw new HttpError(404, '文件不存在');
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'public, max-age=604800, immutable')
        .send(artSvg(art.caption, art.width, art.height, art.colour));
    },
  );
});
