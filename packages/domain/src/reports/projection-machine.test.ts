import { describe, expect, it } from 'vitest';
import { decideReportsProjection } from './projection-machine';

describe('the reports projection', () => {
  it('is built first from nothing, then rebuilt from live, one build at a time', () => {
    expect(decideReportsProjection('None', { type: 'START' }).status).toBe('Building');
    expect(decideReportsProjection('Building', { type: 'SWITCH' }).status).toBe('Live');
    expect(decideReportsProjection('Live', { type: 'START' }).status).toBe('Building');
    expect(() => decideReportsProjection('Building', { type: 'START' })).toThrow(
      'A rebuild of the reports is already under way.',
    );
    expect(() => decideReportsProjection('Live', { type: 'SWITCH' })).toThrow(
      'The reports are not being rebuilt.',
    );
  });
});
