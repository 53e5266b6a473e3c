import { jobsTick } from '@ezc/domain';
import { recurringJobs, SCHEDULE_TIME_ZONE } from '@ezc/platform/clock/scheduler';
import { Stack } from 'aws-cdk-lib';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { type IGrantable, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { pascalCase } from './names';

/** Must match the group the platform's AWS scheduler adapter creates one-off schedules in. */
export const SCHEDULE_GROUP = 'ezc-loans';

/**
 * EventBridge Scheduler: the recurring job ticks, and the role and group the functions use for
 * one-off schedules (signing reminders and the like). Every schedule puts an event on the bus, so
 * the jobs rule is the only way work starts.
 */
export class RecurringSchedules extends Construct {
  readonly role: Role;
  readonly group: CfnScheduleGroup;

  constructor(scope: Construct, id: string, props: { bus: IEventBus }) {
    super(scope, id);
    const { account } = Stack.of(this);
    this.role = new Role(this, 'SchedulerRole', {
      description: 'Lets EventBridge Scheduler put due schedules on the loans bus',
      // Only schedules of this account may use the role (confused-deputy guard).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    });
    props.bus.grantPutEventsTo(this.role);
    this.group = new CfnScheduleGroup(this, 'Group', { name: SCHEDULE_GROUP });

    for (const job of recurringJobs) {
      // The envelope the bus consumers parse; Scheduler fills the <aws.scheduler.*> placeholders.
      const envelope = {
        id: '<aws.scheduler.execution-id>',
        name: jobsTick.name,
        source: jobsTick.source,
        version: jobsTick.version,
        occurredAt: '<aws.scheduler.scheduled-time>',
        data: { job: job.name, at: '<aws.scheduler.scheduled-time>' },
      };
      new CfnSchedule(this, pascalCase(job.name), {
        name: job.name,
        groupName: this.group.ref,
        description: job.description,
        scheduleExpression: job.cron,
        scheduleExpressionTimezone: SCHEDULE_TIME_ZONE,
        flexibleTimeWindow: { mode: 'OFF' },
        target: {
          arn: props.bus.eventBusArn,
          roleArn: this.role.roleArn,
          eventBridgeParameters: { detailType: jobsTick.name, source: jobsTick.source },
          input: JSON.stringify(envelope),
          retryPolicy: { maximumEventAgeInSeconds: 3600, maximumRetryAttempts: 10 },
        },
      });
    }
  }

  /**
   * Create, move and delete schedules in this group only, and hand them this role only. Update is
   * there because the adapter moves an existing schedule when the same id is scheduled again.
   */
  grantManageSchedules(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'],
        resources: [
          Stack.of(this).formatArn({
            service: 'scheduler',
            resource: 'schedule',
            resourceName: `${SCHEDULE_GROUP}/*`,
          }),
        ],
      }),
    );
    this.role.grantPassRole(grantee.grantPrincipal);
  }
}
