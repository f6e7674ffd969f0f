import { getResource } from '../../../../shared/resources';
import { HousingScreen } from '../HousingScreen';

const def = getResource('housingUser');

export const Screen = () => <HousingScreen def={def} />;
