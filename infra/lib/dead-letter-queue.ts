import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Where undeliverable events wait to be inspected and redriven. SQS-managed encryption, because a
 * customer key would need a key policy for every AWS service that writes here.
 */
export const deadLetterQueue = (scope: Construct, id: string): Queue =>
  new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
