import { describe, expect, it } from 'vitest';
import { auditWrite } from './aggregate-store';

describe('an audit row', () => {
  it('is kept under its object only, without an index key that every command would write to', () => {
    const write = auditWrite(
      {
        objectType: 'Loan',
        objectId: 'EZC000001',
        action: 'Stamped',
        actor: { id: 'ACC-0003', kind: 'staff', name: 'Finance Team', ip: '203.0.113.7' },
      },
      '2026-11-28T02:00:00.000Z',
      'AUD-1',
    );
    expect(write.kind).toBe('put');
    const item = write.kind === 'put' ? write.item : {};
    expect(item).toMatchObject({
      PK: 'AUDIT#Loan#EZC000001',
      SK: '2026-11-28T02:00:00.000Z#AUD-1',
      Activity: 'Stamped',
      ActorName: 'Finance Team',
      IpAddress: '203.0.113.7',
    });
    expect(Object.keys(item).filter((k) => k.startsWith('GSI'))).toEqual([]);
  });
});
