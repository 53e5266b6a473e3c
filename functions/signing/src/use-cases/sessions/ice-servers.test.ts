import { describe, expect, it } from 'vitest';
import { iceServersFor } from './ice-servers';

describe('the ICE servers a browser is given', () => {
  it('are passed on as configured when they carry no shared secret', () => {
    const servers = [
      { urls: 'stun:stun.example.com:3478' },
      { urls: ['turn:turn.example.com:3478'], username: 'ezc', credential: 'fixed' },
    ];
    expect(iceServersFor(servers, 'ACC-0001', new Date('2026-11-26T18:00:00Z'))).toEqual(servers);
  });

  it('get a TURN username and password of their own, good for six hours, from a shared secret', () => {
    const [server] = iceServersFor(
      [{ urls: ['turn:turn.example.com:3478?transport=udp'], sharedSecret: '0123456789abcdef-turn-secret' }],
      'ACC-0001',
      new Date('2026-11-26T18:00:00Z'),
    );
    // 2026-11-27T00:00:00Z is 1795737600; the password is base64(HMAC-SHA1(secret, username)).
    expect(server).toEqual({
      urls: ['turn:turn.example.com:3478?transport=udp'],
      username: '1795737600:ACC-0001',
      credential: 'RiKNAPe1h3KFpqTBrozjd1PON+I=',
    });
    expect(server).not.toHaveProperty('sharedSecret');
  });
});
