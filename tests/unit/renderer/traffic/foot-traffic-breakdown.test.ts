import { describe, expect, it } from 'vitest';
import { footTrafficBreakdown } from '../../../../src/renderer/screens/traffic/count-group/breakdown';

// The foot-traffic breakdowns (issue 15 item 5): genders summed, age and emotion shares weighted by visitors.

describe('footTrafficBreakdown', () => {
  it('sums genders and weighs shares by each row’s entering visitors; broken JSON counts for nothing', () => {
    const result = footTrafficBreakdown([
      {
        totalEntering: 100,
        genderStats: '{"male":60,"female":40}',
        ageProfile: '{"18-30":0.5,"0-17":0.5}',
        emotionStats: { happy: 1 },
      },
      { totalEntering: 300, genderStats: '{"female":200,"male":100}', ageProfile: '{"18-30":1}', emotionStats: 'x' },
      { totalEntering: 'n/a', genderStats: null, ageProfile: '{"60+":1}' },
    ]);
    expect(result.gender).toEqual({ keys: ['male', 'female'], values: [160, 240] });
    expect(result.age).toEqual({ keys: ['0-17', '18-30', '60+'], values: [50, 350, 0] });
    expect(result.emotion).toEqual({ keys: ['happy'], values: [100] });
  });
});
