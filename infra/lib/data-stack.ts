import { DOCUMENT_LIFECYCLE } from '@ezc/platform/blobs/document-lifecycle';
import { tableDefinition } from '@ezc/platform/table/table-definition';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { Key } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type ProductSecrets, productSecrets } from './product-secrets';
import { requireSseKmsUploads } from './sse-kms-uploads';

export const BUS_NAME = 'ezc-loans';

/**
 * Everything that holds data and must survive a redeploy of the code: retained on stack deletion,
 * so the stateless stacks can be torn down and rebuilt freely.
 */
export class DataStack extends Stack {
  readonly key: Key;
  readonly table: TableV2;
  readonly documents: Bucket;
  readonly bus: EventBus;
  readonly secrets: ProductSecrets;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.key = new Key(this, 'DataKey', {
      description: 'Encrypts the loans table and the documents bucket',
      alias: 'alias/ezc-loans',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const str = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: str(tableDefinition.partitionKey),
      sortKey: str(tableDefinition.sortKey),
      globalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
      })),
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      dynamoStream: StreamViewType[tableDefinition.streamView],
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryptionV2.customerManagedKey(this.key),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.documents = new Bucket(this, 'Documents', {
      encryption: BucketEncryption.KMS,
      encryptionKey: this.key,
      // One data key per bucket instead of a KMS call per object: cheaper and within KMS quotas.
      bucketKeyEnabled: true,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // No CORS here: it names the site's CloudFront domain, known only in the web stack, which sets it.
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        ...DOCUMENT_LIFECYCLE.map((rule) => ({
          id: rule.id,
          ...(rule.prefix ? { prefix: rule.prefix } : {}),
          ...(rule.expireAfterDays ? { expiration: Duration.days(rule.expireAfterDays) } : {}),
          ...(rule.noncurrentAfterDays
            ? { noncurrentVersionExpiration: Duration.days(rule.noncurrentAfterDays) }
            : {}),
          ...(rule.expiredDeleteMarkers ? { expiredObjectDeleteMarker: true } : {}),
        })),
      ],
    });
    requireSseKmsUploads(this.documents, this.key);

    this.bus = new EventBus(this, 'Bus', { eventBusName: BUS_NAME });
    // Lets a fixed consumer be replayed the events it missed.
    this.bus.archive('Archive', {
      description: 'Every event of the loans bus, for replay',
      eventPattern: { account: [this.account] },
      retention: Duration.days(30),
    });

    this.secrets = productSecrets(this);

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.documents.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'EmandateWebhookSecretArn', {
      description: "Put the e-mandate provider's webhook secret here before taking mandates",
      value: this.secrets.EMANDATE_WEBHOOK_SECRET.secretArn,
    });
  }
}
