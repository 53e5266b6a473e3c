import { describe, expect, it } from 'vitest';
import { awsErrorFrom } from './aws-error';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  awsErrorFrom({ status, header: (name) => headers[name], body: Buffer.from(body) });

describe('reading AWS error answers', () => {
  it('takes the type after the namespace of a JSON error, and its message in either case', async () => {
    expect(
      await answer(400, '{"__type":"com.amazonaws.dynamodb.v20120810#ValidationException","message":"bad"}'),
    ).toMatchObject({ type: 'ValidationException', status: 400, message: 'ValidationException: bad' });
    expect(await answer(400, '{"__type":"ThrottlingException","Message":"Rate exceeded"}')).toMatchObject({
      type: 'ThrottlingException',
      message: 'ThrottlingException: Rate exceeded',
    });
  });

  it("takes REST JSON's type from the x-amzn-errortype header", async () => {
    expect(
      await answer(409, '{"Message":"exists"}', { 'x-amzn-errortype': 'ConflictException:http://internal/' }),
    ).toMatchObject({ type: 'ConflictException', message: 'ConflictException: exists' });
  });

  it("reads an XML error's code and message, entities decoded", async () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>a&amp;b</Key></Error>';
    expect(await answer(404, xml)).toMatchObject({
      type: 'NoSuchKey',
      status: 404,
      message: 'NoSuchKey: The specified key does not exist.',
    });
  });

  it('names a bodiless failure by its status', async () => {
    expect(await answer(503, '')).toMatchObject({ type: 'InternalServerError', status: 503 });
    expect(await answer(403, '')).toMatchObject({ type: 'Http403', status: 403 });
  });
});
