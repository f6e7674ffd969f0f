import { resourceModule } from '../../crud/resource-module';
import { badRequest } from '../../http/errors';

/**
 * A follow-up belongs to a live feedback of the tenant; who followed up is the signed-in operator's name, set
 * by the server on create and never changed by an edit.
 */
export default resourceModule('userFeedbackItems', ({ services }) => {
  const feedback = services.ctx.db.prepare<[string, string], { id: string }>(
    'SELECT id FROM trip_user_feedback WHERE tenant_id = ? AND id = ? AND is_deleted = 0',
  );
  return {
    hooks: {
      beforeWrite({ mode, identity, values }) {
        if (values.user_feedback_id !== undefined && !feedback.get(identity.tenantId, String(values.user_feedback_id)))
          throw badRequest('所属反馈不存在');
        if (mode === 'create') values.follower = identity.nickName || identity.userName || identity.account;
        else delete values.follower;
      },
    },
  };
});
