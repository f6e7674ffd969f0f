export { AttachScreen as Screen } from '../AttachScreen';
