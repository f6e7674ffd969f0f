export { SmsScreen as Screen } from '../SmsScreen';
