import { z } from 'zod';
import { resourceModule } from '../../crud/resource-module';
import { withButton } from '../../crud/route-guards';
import { badRequest } from '../../http/errors';
import { idArray } from '../../http/paging';
import { R } from '../../http/r';
import { parseInput } from '../../http/validate';

/** `POST topmenu/grant`. */
const topMenuGrantBody = z.object({
  topMenuIds: idArray('顶部菜单').refine((ids) => ids.length > 0, '请选择顶部菜单'),
  menuIds: idArray('菜单'),
});

/**
 * Top menus: the generic routes plus `topmenu/grant` (`topmenu_setting`), which replaces the menus each chosen top
 * menu of the caller's tenant shows. Its dialog's tree and checked keys are grant-trees.ts.
 */
export default resourceModule('topMenu', ({ services }) => {
  const { ctx } = services;
  const db = ctx.db;
  const topInTenant = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM blade_top_menu WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  const menuExists = db.prepare<[string], { id: string }>('SELECT id FROM blade_menu WHERE id = ? AND is_deleted = 0');
  const clearTop = db.prepare<[string]>('DELETE FROM blade_top_menu_setting WHERE top_menu_id = ?');
  const addTop = db.prepare<[string, string, string]>(
    'INSERT INTO blade_top_menu_setting (id, top_menu_id, menu_id) VALUES (?, ?, ?)',
  );

  return {
    routes(app) {
      app.post('/blade-system/topmenu/grant', async (request) => {
        const identity = withButton(services, request, 'topmenu_setting');
        const body = parseInput(topMenuGrantBody, request.body);
        if (!body.topMenuIds.every((id) => topInTenant.get(identity.tenantId, id)))
          throw badRequest('所选顶部菜单不存在或已被删除');
        if (!body.menuIds.every((id) => menuExists.get(id))) throw badRequest('所选菜单不存在');
        db.transaction(() => {
          for (const topId of body.topMenuIds) {
            clearTop.run(topId);
            for (const menuId of body.menuIds) addTop.run(ctx.ids.next(), topId, menuId);
          }
        })();
        return R.status(true);
      });
    },
  };
});
