export { TopMenuScreen as Screen } from '../GrantScreens';
