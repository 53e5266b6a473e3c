import { describe, expect, it } from 'vitest';
import { evaluatePreconditions } from './preconditions';

const object = { etag: '"abc"', lastModified: new Date('2026-03-02T03:04:05.600Z') };
const evaluate = (headers: Record<string, string>, forCopy = false) =>
  evaluatePreconditions((name) => headers[name], object, forCopy);
const BEFORE = 'Mon, 02 Mar 2026 03:00:00 GMT';
const AT = 'Mon, 02 Mar 2026 03:04:05 GMT';

describe('conditional reads', () => {
  it('reads when nothing is asked, or when every condition holds', () => {
    expect(evaluate({})).toEqual({ kind: 'proceed' });
    expect(evaluate({ 'if-match': '"abc"', 'if-none-match': '"xyz"', 'if-unmodified-since': AT })).toEqual({
      kind: 'proceed',
    });
  });

  it('fails If-Match with another ETag, and If-Unmodified-Since before the last write', () => {
    expect(evaluate({ 'if-match': '"xyz"' })).toEqual({ kind: 'failed', condition: 'If-Match' });
    expect(evaluate({ 'if-unmodified-since': BEFORE })).toEqual({
      kind: 'failed',
      condition: 'If-Unmodified-Since',
    });
  });

  it('answers not modified to If-None-Match with the ETag, and If-Modified-Since at the last write', () => {
    expect(evaluate({ 'if-none-match': 'W/"abc"' })).toEqual({ kind: 'not-modified' });
    expect(evaluate({ 'if-none-match': '*' })).toEqual({ kind: 'not-modified' });
    expect(evaluate({ 'if-modified-since': AT })).toEqual({ kind: 'not-modified' });
    expect(evaluate({ 'if-modified-since': BEFORE })).toEqual({ kind: 'proceed' });
  });

  it('follows S3 where conditions disagree: a holding If-Match wins, as does a failing If-None-Match', () => {
    expect(evaluate({ 'if-match': '"abc"', 'if-unmodified-since': BEFORE })).toEqual({ kind: 'proceed' });
    expect(evaluate({ 'if-none-match': '"abc"', 'if-modified-since': BEFORE })).toEqual({
      kind: 'not-modified',
    });
  });

  it('fails a copy whose source does not qualify, with the copy header named', () => {
    expect(evaluate({ 'x-amz-copy-source-if-match': '"xyz"' }, true)).toEqual({
      kind: 'failed',
      condition: 'x-amz-copy-source-If-Match',
    });
    expect(evaluate({ 'x-amz-copy-source-if-none-match': '"abc"' }, true)).toEqual({
      kind: 'failed',
      condition: 'x-amz-copy-source-If-None-Match',
    });
    // A read's conditions say nothing of a copy's source.
    expect(evaluate({ 'if-match': '"xyz"' }, true)).toEqual({ kind: 'proceed' });
  });
});
