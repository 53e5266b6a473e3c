import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('ICE_SERVERS, the live signing sessions’ STUN and TURN servers', () => {
  it('is none by default: two browsers on one machine meet by their host candidates', () => {
    expect(parseConfig({}).ICE_SERVERS).toEqual([]);
  });

  it('takes one server or a list, as browsers do', () => {
    const turn = { urls: 'turn:turn.example.com:3478', username: 'ezc', credential: 's3cret' };
    expect(parseConfig({ ICE_SERVERS: JSON.stringify(turn) }).ICE_SERVERS).toEqual([turn]);
    expect(
      parseConfig({
        ICE_SERVERS: JSON.stringify([{ urls: ['stun:stun.example.com:3478'] }, turn]),
      }).ICE_SERVERS,
    ).toEqual([{ urls: ['stun:stun.example.com:3478'] }, turn]);
  });

  it('keeps a TURN server’s shared secret, to make each browser a password of its own', () => {
    const secret = { urls: ['turn:turn.example.com:3478'], sharedSecret: 'a-generated-shared-secret-0001' };
    expect(parseConfig({ ICE_SERVERS: JSON.stringify(secret) }).ICE_SERVERS).toEqual([secret]);
  });

  it('leaves out a placeholder with no URLs (a secret not filled in yet)', () => {
    expect(
      parseConfig({ ICE_SERVERS: '{"urls":[],"sharedSecret":"generatedgeneratedgenerated"}' }).ICE_SERVERS,
    ).toEqual([]);
  });

  it('stops the process on anything else, naming the variable', () => {
    expect(() => parseConfig({ ICE_SERVERS: 'turn:turn.example.com' })).toThrow(ConfigError);
    expect(() => parseConfig({ ICE_SERVERS: '[{"urls":"https://turn.example.com"}]' })).toThrow(
      /ICE_SERVERS/,
    );
  });
});
