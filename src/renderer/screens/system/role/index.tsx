export { RoleScreen as Screen } from '../GrantScreens';
