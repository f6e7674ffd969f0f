import { getResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { ProbabilityWarning } from '../ProbabilityWarning';

const def = getResource('lotteryPrize');

/** The engine's list, warned when an activity's prize probabilities add up to more than 100 %. */
export const Screen = () => <ResourcePage def={def} summary={() => <ProbabilityWarning screen="lotteryPrize" />} />;
