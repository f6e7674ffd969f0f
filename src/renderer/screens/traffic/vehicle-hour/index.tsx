import { vehicleHourResource, type QueryParams } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { HourlyChart } from './HourlyChart';

const summary = (query: QueryParams) => <HourlyChart query={query} />;

/**
 * 车流小时统计 (`/traffic/vehicle-hour`): the engine's list of the hourly counts per area (search by area and days,
 * export) with the search's vehicles per hour stacked by area as a chart above the table.
 */
export const Screen = () => <ResourcePage def={vehicleHourResource} summary={summary} />;
