import { EventBridgeScheduler } from '../../clock/eventbridge-scheduler';
import { type AdapterFactory, required } from '../aws-adapters';

/** One-off schedules in EventBridge Scheduler that put their event on the bus. */
export const eventBridgeSchedules: AdapterFactory<'scheduler'> = ({ config }) =>
  new EventBridgeScheduler(
    { region: config.AWS_REGION },
    {
      eventBusArn: required('EVENT_BUS_ARN', config.EVENT_BUS_ARN),
      roleArn: required('SCHEDULER_ROLE_ARN', config.SCHEDULER_ROLE_ARN),
      groupName: 'ezc-loans',
    },
  );
