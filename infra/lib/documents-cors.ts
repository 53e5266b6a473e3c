import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  type AwsSdkCall,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface DocumentsCorsProps {
  bucket: IBucket;
  /** Exact origins (`https://d123.cloudfront.net`); no wildcard. */
  origins: string[];
}

/**
 * The documents bucket's CORS, set from the web stack: it names the distribution's domain, which
 * exists only once the bucket does, in a later stack. Browsers upload with presigned POSTs and
 * read with presigned GETs, straight to S3, from the site's origins only.
 *
 * The bucket's own template declares no CORS, so CloudFormation leaves this one alone; deleting
 * the web stack removes it with the site.
 */
export class DocumentsCors extends Construct {
  constructor(scope: Construct, id: string, props: DocumentsCorsProps) {
    super(scope, id);
    const put: AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedMethods: ['POST', 'GET', 'HEAD'],
              AllowedOrigins: props.origins,
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`${props.bucket.bucketName}-cors`),
    };
    new AwsCustomResource(this, 'PutBucketCors', {
      onCreate: put,
      onUpdate: put,
      onDelete: {
        service: 'S3',
        action: 'DeleteBucketCors',
        parameters: { Bucket: props.bucket.bucketName },
      },
      // S3 authorises both PutBucketCors and DeleteBucketCors as s3:PutBucketCORS.
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
  }
}
