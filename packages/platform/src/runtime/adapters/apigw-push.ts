import { ApiGatewayPushGateway } from '../../push/apigw-push-gateway';
import { type AdapterFactory, required } from '../aws-adapters';

/** Pushes through the WebSocket API's management endpoint (the stage's callback URL). */
export const apiGatewayPush: AdapterFactory<'push'> = ({ config }) =>
  new ApiGatewayPushGateway({
    region: config.AWS_REGION,
    endpoint: required('WEB_SOCKET_ENDPOINT', config.WEB_SOCKET_ENDPOINT),
  });
