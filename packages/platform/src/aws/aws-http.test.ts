import { describe, expect, it } from 'vitest';
import { AwsHttp } from './aws-http';

const example = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('SigV4 requests over aws4fetch', () => {
  it("presigns AWS's documented GET Object example to its published signature", async () => {
    // AWS S3 documentation, "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)".
    const http = new AwsHttp({
      service: 's3',
      region: 'us-east-1',
      endpoint: 'https://examplebucket.s3.amazonaws.com',
      credentials: example,
    });
    const url = await http.presign(
      { method: 'GET', path: '/test.txt' },
      86400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400&X-Amz-Date=20130524T000000Z' +
        '&X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});
