import { describe, expect, it } from 'vitest';
import { jobInfoResource } from '../../../src/shared/resources/ops/job-info';

describe('the job definition', () => {
  it("lets the table's enable switch pause a job as well as resume it (change takes 0 and 1)", () => {
    const enable = jobInfoResource.fields.find((field) => field.name === 'enable');
    expect(enable).toMatchObject({ kind: 'switch', toggleAction: 'change', toggleBothWays: true });
  });
});
