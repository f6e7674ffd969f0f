import { getResource } from '../../../../shared/resources';
import { HousingScreen } from '../HousingScreen';

const def = getResource('housingBill');

export const Screen = () => <HousingScreen def={def} />;
