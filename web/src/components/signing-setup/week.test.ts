import { describe, expect, it } from 'vitest';
import { groupBody, NEW_SESSION, sessionBody, sessionWords } from '../../islands/signing-setup/slot-values';
import { sessionName, weekOf } from './week';

const session = (SlotSessionId: string, Weekday: number, StartTime: string, EndTime: string) => ({
  SlotSessionId,
  SlotGroupId: 'SG-0001',
  Weekday,
  StartTime,
  EndTime,
});

describe('the week of a slot group', () => {
  it('lists every day Monday to Sunday, each day by its start', () => {
    const week = weekOf([
      session('SLS-000003', 3, '14:30', '15:00'),
      session('SLS-000002', 1, '11:00', '11:30'),
      session('SLS-000001', 1, '10:00', '10:30'),
    ]);
    expect(week.map((d) => [d.weekday, d.sessions.map((s) => s.SlotSessionId)])).toEqual([
      [1, ['SLS-000001', 'SLS-000002']],
      [2, []],
      [3, ['SLS-000003']],
      [4, []],
      [5, []],
      [6, []],
      [7, []],
    ]);
  });

  it("carries a session's day and hours on its buttons, read back by the editors", () => {
    const name = sessionName('Monday', { StartTime: '10:00', EndTime: '10:30' });
    expect(sessionWords(name)).toEqual({ day: 'Monday', start: '10:00', end: '10:30' });
  });
});

describe('the slot forms', () => {
  it("send a group's texts trimmed, empty optional ones left out", () => {
    expect(
      groupBody(
        {
          Name: ' Attorney hours ',
          AttestatorId: 'STF-0006',
          RelatedObjectId: '  ',
          Description: '',
          Type: 'Signing',
          Status: 'Active',
        },
        'SG-0002',
      ),
    ).toEqual({
      SlotGroupId: 'SG-0002',
      Name: 'Attorney hours',
      AttestatorId: 'STF-0006',
      RelatedObjectId: undefined,
      Description: undefined,
      Type: 'Signing',
      Status: 'Active',
    });
  });

  it("send a session's day as its number", () => {
    expect(sessionBody(NEW_SESSION, 'SG-0001')).toEqual({
      SlotGroupId: 'SG-0001',
      Weekday: 1,
      StartTime: '10:00',
      EndTime: '10:30',
    });
    expect(
      sessionBody({ Weekday: '5', StartTime: '16:00', EndTime: '16:30' }, 'SG-0001', 'SLS-000020'),
    ).toEqual({
      SlotSessionId: 'SLS-000020',
      SlotGroupId: 'SG-0001',
      Weekday: 5,
      StartTime: '16:00',
      EndTime: '16:30',
    });
  });
});
