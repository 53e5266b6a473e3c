import { outboxStreamFilter } from '@ezc/platform/outbox/relay';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import type { Alarms } from './alarms';
import { deadLetterQueue } from './dead-letter-queue';
import { ezcFunction } from './node-function';
import { grantSiteAddress, siteAddressEnvironment } from './site-address';

export interface OutboxRelayProps {
  table: ITableV2;
  bus: IEventBus;
  alarms: Alarms;
}

/**
 * The transactional outbox's second half: the table's stream, filtered to inserted outbox rows,
 * drives the relay that puts them on the bus. It may read the stream and publish, nothing else.
 */
export class OutboxRelay extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: OutboxRelayProps) {
    super(scope, id);
    this.function = ezcFunction(this, 'Function', {
      entry: 'packages/platform/src/outbox/relay-handler.ts',
      description: 'Puts outbox events from the table stream on the bus',
      environment: {
        STAGE: 'aws',
        EVENT_BUS_NAME: props.bus.eventBusName,
        EVENT_BUS_ARN: props.bus.eventBusArn,
        ...siteAddressEnvironment(this),
      },
    });
    grantSiteAddress(this, this.function);
    props.bus.grantPutEventsTo(this.function);

    const deadLetters = deadLetterQueue(this, 'Dlq');
    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        // A relay that starts late must still publish every event still on the stream (24 h).
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        // Halving a failing batch isolates a poison record instead of blocking the shard.
        bisectBatchOnError: true,
        retryAttempts: 10,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(deadLetters),
        // The filter is already in EventBridge-pattern form: each leaf is a list of allowed values.
        filters: [FilterCriteria.filter(outboxStreamFilter)],
      }),
    );
    props.alarms.onDeadLetters('RelayDlqAlarm', deadLetters);
    props.alarms.onErrors('RelayErrorsAlarm', this.function);
  }
}
