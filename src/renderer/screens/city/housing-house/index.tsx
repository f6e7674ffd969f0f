import { getResource } from '../../../../shared/resources';
import { HousingScreen } from '../HousingScreen';

const def = getResource('housingHouse');

export const Screen = () => <HousingScreen def={def} />;
