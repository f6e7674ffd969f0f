import { memberResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';

/**
 * 会员列表 (`/member/list`): the consumer app's members (add, edit, soft delete, export), searchable by region
 * at any level and registration time; the board counts the same rows as its registered users.
 */
export const MemberScreen = () => <ResourcePage def={memberResource} />;
