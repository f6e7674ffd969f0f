import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { ClaimStatistics } from './ClaimStatistics';

const def = getResource('welfareUser');

/** 领用统计: who claimed which coupon, used or not, expired or not, under the figures and chart of the search. */
export const Screen = () => <ResourcePage def={def} summary={(query) => <ClaimStatistics query={query} />} />;
