export { UserAreaScreen as Screen } from '../UserAreaScreen';
