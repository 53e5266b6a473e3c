import { describe, expect, it } from 'vitest';
import { accountStatusMachine, sessionMachine } from '../identity/session-machine';
import { decide, initial } from './decide';

const refuse = { code: 'USER.STATUS_UNCHANGED', message: 'The user is already inactive.' };

describe('decide', () => {
  it('answers the next status, the events the transition emitted and the machine version', () => {
    const d = decide(
      accountStatusMachine,
      { status: 'Active', machineVersion: '2' },
      { type: 'DEACTIVATE' },
      refuse,
    );
    expect(d.status).toBe('Inactive');
    expect(d.events.map((e) => e.name)).toEqual(['account.deactivated']);
    expect(d.machineVersion).toBe('2');
  });

  it('emits on a transition that keeps the status', () => {
    const d = decide(accountStatusMachine, { status: 'Active' }, { type: 'CHANGE_PASSWORD' }, refuse);
    expect(d.status).toBe('Active');
    expect(d.events.map((e) => e.name)).toEqual(['account.password-changed']);
  });

  it('emits nothing where the machine says nothing', () => {
    const d = decide(sessionMachine, { status: 'Active', machineVersion: '2' }, { type: 'REFRESH' }, refuse);
    expect(d).toEqual({ status: 'Active', events: [], machineVersion: '2' });
  });

  it('refuses an event the status does not accept, with the stable code', () => {
    expect(() =>
      decide(accountStatusMachine, { status: 'Inactive' }, { type: 'DEACTIVATE' }, refuse),
    ).toThrow(
      expect.objectContaining({ code: 'USER.STATUS_UNCHANGED', message: 'The user is already inactive.' }),
    );
    expect(() =>
      decide(accountStatusMachine, { status: 'Inactive' }, { type: 'CHANGE_PASSWORD' }, refuse),
    ).toThrow(refuse.message);
  });

  it('restores a status saved by an older version when it still exists, and refuses one that does not', () => {
    expect(
      decide(sessionMachine, { status: 'Active', machineVersion: '1' }, { type: 'LOGOUT' }, refuse).status,
    ).toBe('Revoked');
    expect(() =>
      decide(sessionMachine, { status: 'Suspended', machineVersion: '1' }, { type: 'LOGOUT' }, refuse),
    ).toThrow(
      expect.objectContaining({
        code: 'MACHINE.UNKNOWN_STATUS',
        message: "Status 'Suspended' (machine version 1) is not a status of session version 2.",
      }),
    );
  });

  it("starts a new aggregate in the machine's initial status", () => {
    expect(initial(accountStatusMachine)).toEqual({ status: 'Active', events: [], machineVersion: '2' });
  });
});
