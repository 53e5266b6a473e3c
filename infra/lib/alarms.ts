import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Alarms that fire on the first failure: a lost event is a missed reminder or a stale report. */
export class Alarms extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { email: string | undefined }) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'EZC loans alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }

  onDeadLetters(id: string, queue: IQueue): Alarm {
    return this.atLeastOne(
      id,
      queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    );
  }

  onErrors(id: string, fn: IFunction): Alarm {
    return this.atLeastOne(id, fn.metricErrors({ period: Duration.minutes(5) }));
  }

  private atLeastOne(id: string, metric: Metric): Alarm {
    const alarm = metric.createAlarm(this, id, {
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    return alarm;
  }
}
