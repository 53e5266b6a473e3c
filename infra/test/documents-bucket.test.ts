import { App, type CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../lib/settings';
import { flattenJoin, NEVER_BUILT_SITE, resourcesOf, type Synthesized, synth } from './synth';

const webDist = NEVER_BUILT_SITE;

let app: Synthesized;
beforeAll(() => {
  app = synth({ webDist, siteOrigin: 'https://loans.example.com,https://pinjaman.example.my' });
});

const dataId = (element: unknown) => app.stacks.data.getLogicalId(element as CfnElement);

/** The SDK call the CORS custom resource makes on create or update, placeholders for intrinsics. */
const corsCall = (synthesized: Synthesized, event: 'Create' | 'Update') => {
  const [resource] = Object.values(resourcesOf(synthesized.templates.web, 'Custom::AWS'));
  return JSON.parse(flattenJoin(resource?.Properties?.[event])) as {
    service: string;
    action: string;
    parameters: { Bucket: string; CORSConfiguration: { CORSRules: Record<string, unknown>[] } };
  };
};

const distributionDomain = (synthesized: Synthesized) => {
  const [id] = Object.keys(resourcesOf(synthesized.templates.web, 'AWS::CloudFront::Distribution'));
  return `https://{GetAtt ${id}.DomainName}`;
};

describe('documents bucket', () => {
  it('refuses any upload not under SSE-KMS with the data key', () => {
    const bucket = dataId(app.stacks.data.documents.node.defaultChild);
    const key = dataId(app.stacks.data.key.node.defaultChild);
    const objects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucket, 'Arn'] }, '/*']] };
    app.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Sid: 'DenyUploadsNotUnderSseKms',
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:PutObject',
            Resource: objects,
            Condition: { StringNotEquals: { 's3:x-amz-server-side-encryption': 'aws:kms' } },
          },
          {
            Sid: 'DenyUploadsUnderAnotherKey',
            Effect: 'Deny',
            Principal: { AWS: '*' },
            Action: 's3:PutObject',
            Resource: objects,
            Condition: {
              StringNotEquals: {
                's3:x-amz-server-side-encryption-aws-kms-key-id': { 'Fn::GetAtt': [key, 'Arn'] },
              },
            },
          },
        ]),
      },
    });
  });

  it("removes browsers' uploads left under uploads/ after a day, every version of them", () => {
    app.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          {
            Id: 'UploadsLapse',
            Prefix: 'uploads/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          },
        ]),
      },
    });
  });

  it('removes report exports after a day, every version of them', () => {
    app.templates.data.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          {
            Id: 'ExportsLapse',
            Prefix: 'exports/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          },
        ]),
      },
    });
  });

  it("removes a deleted document's versions a day after its delete, and the delete marker left alone", () => {
    const [bucket] = Object.values(resourcesOf(app.templates.data, 'AWS::S3::Bucket'));
    const lifecycle = bucket?.Properties?.LifecycleConfiguration as
      | { Rules: Record<string, unknown>[] }
      | undefined;
    const rules = lifecycle?.Rules ?? [];
    expect(rules.find((r) => r.Id === 'DeletedLapse')).toEqual({
      Id: 'DeletedLapse',
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      ExpiredObjectDeleteMarker: true,
      Status: 'Enabled',
    });
  });

  it('declares no CORS of its own', () => {
    const [bucket] = Object.values(resourcesOf(app.templates.data, 'AWS::S3::Bucket'));
    expect(bucket?.Properties?.CorsConfiguration).toBeUndefined();
  });

  it("lets the site's exact origins POST, GET and HEAD, set from the web stack", () => {
    const bucket = dataId(app.stacks.data.documents.node.defaultChild);
    for (const event of ['Create', 'Update'] as const) {
      const call = corsCall(app, event);
      expect(call).toMatchObject({ service: 'S3', action: 'PutBucketCors' });
      expect(call.parameters.Bucket).toMatch(new RegExp(`^\\{Output EzcData\\.PublishOutputRef${bucket}`));
      expect(call.parameters.CORSConfiguration.CORSRules).toEqual([
        {
          AllowedMethods: ['POST', 'GET', 'HEAD'],
          AllowedOrigins: [
            distributionDomain(app),
            'https://loans.example.com',
            'https://pinjaman.example.my',
          ],
          AllowedHeaders: ['*'],
          ExposeHeaders: ['ETag'],
          MaxAgeSeconds: 3000,
        },
      ]);
    }
  });

  it('lets the CORS custom resource change the CORS of that bucket only', () => {
    const bucket = dataId(app.stacks.data.documents.node.defaultChild);
    const policies = Object.entries(resourcesOf(app.templates.web, 'AWS::IAM::Policy')).filter(([id]) =>
      id.startsWith('DocumentsCors'),
    );
    expect(policies).toHaveLength(1);
    const statements = (
      policies[0]![1].Properties!.PolicyDocument as { Statement: Record<string, unknown>[] }
    ).Statement;
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({ Effect: 'Allow', Action: 's3:PutBucketCORS' });
    expect(flattenJoin(statements[0]!.Resource)).toMatch(
      new RegExp(`^\\{Output EzcData\\.PublishOutputFnGetAtt${bucket}Arn\\w*\\}$`),
    );
  });

  it('allows only the distribution when no custom domain is set', () => {
    const plain = synth({ webDist });
    expect(corsCall(plain, 'Create').parameters.CORSConfiguration.CORSRules[0]?.AllowedOrigins).toEqual([
      distributionDomain(plain),
    ]);
  });

  it('refuses a custom domain that is not an exact https origin', () => {
    for (const siteOrigin of [
      'https://*.cloudfront.net',
      'http://loans.example.com',
      'https://a.example/x',
    ]) {
      expect(() => settings(new App({ context: { siteOrigin } }))).toThrow(/not an exact https origin/);
    }
  });
});
