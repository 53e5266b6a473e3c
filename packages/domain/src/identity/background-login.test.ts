import { describe, expect, it } from 'vitest';
import { backgroundLoginProblems } from './background-login';

const complete = {
  email: 'system@ezc.local',
  password: 'a-long-system-password',
  crmClientId: 'a-long-system-api-key-0001',
  commonClientId: 'loan-web',
};

describe('the background login configuration', () => {
  it('is complete with the system e-mail, password and both client ids', () => {
    expect(backgroundLoginProblems(complete)).toEqual([]);
  });

  it("names what is missing in spec §5's words", () => {
    expect(backgroundLoginProblems({ ...complete, email: undefined })).toEqual([
      'System email or password is missing!',
    ]);
    expect(backgroundLoginProblems({ ...complete, password: '  ' })).toEqual([
      'System email or password is missing!',
    ]);
    expect(backgroundLoginProblems({ ...complete, crmClientId: '' })).toEqual(['CRM client id is missing!']);
    expect(backgroundLoginProblems({ ...complete, commonClientId: undefined })).toEqual([
      'Common client id is missing!',
    ]);
    expect(backgroundLoginProblems({})).toEqual([
      'System email or password is missing!',
      'CRM client id is missing!',
      'Common client id is missing!',
    ]);
  });
});
