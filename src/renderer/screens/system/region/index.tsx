export { RegionScreen as Screen } from '../RegionScreen';
