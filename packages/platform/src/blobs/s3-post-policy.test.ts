import { describe, expect, it } from 'vitest';
import { postPolicySignature, sigV4SigningKey } from './s3-post-policy';

// AWS S3 documentation, "Example: Browser-Based Upload using HTTP POST (Using AWS Signature
// Version 4)": the published policy (CRLF line ends), its base64 form and its signature.
const EXAMPLE_POLICY = [
  '{ "expiration": "2015-12-30T12:00:00.000Z",',
  '  "conditions": [',
  '    {"bucket": "sigv4examplebucket"},',
  '    ["starts-with", "$key", "user/user1/"],',
  '    {"acl": "public-read"},',
  '    {"success_action_redirect": "http://sigv4examplebucket.s3.amazonaws.com/successful_upload.html"},',
  '    ["starts-with", "$Content-Type", "image/"],',
  '    {"x-amz-meta-uuid": "14365123651274"},',
  '    {"x-amz-server-side-encryption": "AES256"},',
  '    ["starts-with", "$x-amz-meta-tag", ""],',
  '',
  '    {"x-amz-credential": "AKIAIOSFODNN7EXAMPLE/20151229/us-east-1/s3/aws4_request"},',
  '    {"x-amz-algorithm": "AWS4-HMAC-SHA256"},',
  '    {"x-amz-date": "20151229T000000Z" }',
  '  ]',
  '}',
].join('\r\n');
const EXAMPLE_POLICY_BASE64 =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
const EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';

describe('SigV4 POST policy signature', () => {
  it("reproduces AWS's published example exactly", () => {
    expect(Buffer.from(EXAMPLE_POLICY).toString('base64')).toBe(EXAMPLE_POLICY_BASE64);
    expect(postPolicySignature(EXAMPLE_POLICY_BASE64, EXAMPLE_SECRET, '20151229', 'us-east-1')).toBe(
      '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
    );
  });

  it("derives the signing key of AWS's general SigV4 example", () => {
    // AWS General Reference, "Examples of how to derive a signing key for Signature Version 4".
    // Its secret differs from the POST example's by one character ('+' for '/').
    const secret = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    expect(sigV4SigningKey(secret, '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });
});
