import { logSearchModule } from './log-search';

export default logSearchModule('logUsual', 'log_data');
