export { ProductOrderScreen as Screen } from '../ProductOrderScreen';
