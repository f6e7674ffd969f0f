import { logSearchModule } from './log-search';

export default logSearchModule('logApi', 'title');
