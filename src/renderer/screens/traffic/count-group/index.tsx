import { countGroupResource, type QueryParams } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { BreakdownCharts } from './BreakdownCharts';

const summary = (query: QueryParams) => <BreakdownCharts query={query} />;

/**
 * 客流统计 (`/traffic/foot-traffic`): the engine's list of foot traffic by location and day, with the gender, age
 * and emotion breakdowns of the search drawn above the table.
 */
export const Screen = () => <ResourcePage def={countGroupResource} summary={summary} />;
