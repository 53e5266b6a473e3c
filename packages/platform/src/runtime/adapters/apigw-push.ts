import { ApiGatewayPushGateway } from '../../push/apigw-push-gateway';
import { type AdapterFactory, required } from '../aws-adapters';

/** Pushes through the WebSocket API's management endpoint. */
export const apiGatewayPush: AdapterFactory<'push'> = ({ config, credentials }) =>
  new ApiGatewayPushGateway({
    region: config.AWS_REGION,
    credentials,
    endpoint: required('WEB_SOCKET_ENDPOINT', config.WEB_SOCKET_ENDPOINT),
  });
