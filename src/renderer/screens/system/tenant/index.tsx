export { TenantScreen as Screen } from '../TenantScreen';
