import { canteenStatisticsResource, type QueryParams } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { StatisticsSummary } from './StatisticsSummary';

const summary = (query: QueryParams) => <StatisticsSummary query={query} />;

/**
 * 食堂统计 (`/canteen/statistics`): the engine's list of the per-canteen, per-day statistics (search by canteen
 * and day range, export) with the totals of the search and the meals per day as a chart above the table.
 */
export const Screen = () => <ResourcePage def={canteenStatisticsResource} summary={summary} />;
