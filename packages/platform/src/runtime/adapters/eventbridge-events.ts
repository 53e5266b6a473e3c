import type { Bus } from '../../bus/bus';
import { EventBridgeBus } from '../../bus/eventbridge-bus';
import type { AwsAdapterContext } from '../aws-adapters';

/** Events onto the EventBridge bus (the relay's only port). */
export const eventBridgeBus = ({ config }: Pick<AwsAdapterContext, 'config'>): Bus =>
  new EventBridgeBus({ region: config.AWS_REGION }, config.EVENT_BUS_NAME);
