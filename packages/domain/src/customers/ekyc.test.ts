import { describe, expect, it } from 'vitest';
import { decide } from '../machines/decide';
import {
  attemptsLeft,
  EKYC_FAILED_TEXT,
  ekycMachine,
  ekycStatuses,
  judgeCode,
  maskPhone,
  resendWaitSeconds,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_SIZE_TEXT,
  SIGNATURE_TYPE_TEXT,
} from './ekyc';

const refusal = { code: 'EKYC.REFUSED', message: 'refused' };
const at = (status: string) => ({ status, machineVersion: '1' });

describe('the eKYC machine', () => {
  it('has exactly the statuses the schemas name', () => {
    expect(Object.keys(ekycMachine.states).sort()).toEqual([...ekycStatuses].sort());
  });

  it('goes documents → code → completed, emitting the completion', () => {
    expect(decide(ekycMachine, at('Not Started'), { type: 'UPLOAD_DOCUMENTS' }, refusal).status).toBe(
      'Documents Uploaded',
    );
    expect(decide(ekycMachine, at('Documents Uploaded'), { type: 'SEND_CODE' }, refusal).status).toBe(
      'Code Sent',
    );
    const done = decide(ekycMachine, at('Code Sent'), { type: 'VERIFIED' }, refusal);
    expect(done.status).toBe('Completed');
    expect(done.events.map((e) => e.name)).toEqual(['customer.ekyc-completed']);
  });

  it('fails on a rejection, emitting the failure, and may be performed again from the documents', () => {
    const failed = decide(ekycMachine, at('Code Sent'), { type: 'REJECTED' }, refusal);
    expect(failed.status).toBe('Failed');
    expect(failed.events.map((e) => e.name)).toEqual(['customer.ekyc-failed']);
    expect(decide(ekycMachine, at('Failed'), { type: 'UPLOAD_DOCUMENTS' }, refusal).status).toBe(
      'Documents Uploaded',
    );
  });

  it('refuses a code before the documents, a verdict before a code, and anything after completion', () => {
    expect(() => decide(ekycMachine, at('Not Started'), { type: 'SEND_CODE' }, refusal)).toThrow('refused');
    expect(() => decide(ekycMachine, at('Failed'), { type: 'SEND_CODE' }, refusal)).toThrow('refused');
    expect(() => decide(ekycMachine, at('Documents Uploaded'), { type: 'VERIFIED' }, refusal)).toThrow(
      'refused',
    );
    for (const type of ['UPLOAD_DOCUMENTS', 'SEND_CODE', 'VERIFIED', 'REJECTED'] as const) {
      expect(() => decide(ekycMachine, at('Completed'), { type }, refusal)).toThrow('refused');
    }
  });

  it("keeps spec §8's failure text", () => {
    expect(EKYC_FAILED_TEXT).toBe(
      'Verification failed. Your eKYC Verification is not successful. Please reperform the eKYC.',
    );
  });
});

describe('SMS code rules', () => {
  const sent = Date.parse('2026-03-02T09:00:00Z');

  it('offers a new code 3 minutes after the last one, not before', () => {
    expect(resendWaitSeconds(undefined, sent)).toBe(0);
    expect(resendWaitSeconds(sent, sent)).toBe(180);
    expect(resendWaitSeconds(sent, sent + 179_001)).toBe(1);
    expect(resendWaitSeconds(sent, sent + 180_000)).toBe(0);
  });

  it('accepts a right code within 5 minutes and 5 tries', () => {
    const expiresAtMs = sent + 300_000;
    expect(judgeCode({ attempts: 1, expiresAtMs, nowMs: sent + 1000, matches: true })).toBe('ok');
    expect(judgeCode({ attempts: 5, expiresAtMs, nowMs: sent + 299_999, matches: true })).toBe('ok');
    expect(judgeCode({ attempts: 2, expiresAtMs, nowMs: sent + 1000, matches: false })).toBe('wrong');
  });

  it('refuses an expired code and a sixth try, even when right', () => {
    const expiresAtMs = sent + 300_000;
    expect(judgeCode({ attempts: 1, expiresAtMs, nowMs: sent + 300_000, matches: true })).toBe('expired');
    expect(judgeCode({ attempts: 6, expiresAtMs, nowMs: sent + 1000, matches: true })).toBe('exhausted');
  });

  it('counts the tries left', () => {
    expect(attemptsLeft(1)).toBe(4);
    expect(attemptsLeft(5)).toBe(0);
    expect(attemptsLeft(9)).toBe(0);
  });

  it('masks all but the network code and the last four digits', () => {
    expect(maskPhone('+60123456789')).toBe('+60 12-*** 6789');
    expect(maskPhone('+601112345678')).toBe('+60 11-**** 5678');
  });
});

describe('signature rules', () => {
  it('takes images up to 2 MB with the texts of spec §5', () => {
    expect(SIGNATURE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(SIGNATURE_TYPE_TEXT).toBe('You can only upload Image (JPG, JPEG, and PNG)');
    expect(SIGNATURE_SIZE_TEXT).toBe('Document must smaller than 2MB!');
  });
});
