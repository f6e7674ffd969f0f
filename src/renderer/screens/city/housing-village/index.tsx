import { getResource } from '../../../../shared/resources';
import { HousingScreen } from '../HousingScreen';

const def = getResource('housingVillage');

export const Screen = () => <HousingScreen def={def} />;
