import { logSearchModule } from './log-search';

export default logSearchModule('logError', 'message');
