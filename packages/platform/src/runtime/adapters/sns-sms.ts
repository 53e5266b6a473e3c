import { SnsSmsSender } from '../../notify/sns-sms-sender';
import type { AdapterFactory } from '../aws-adapters';

/** Transactional SMS through SNS. */
export const snsSms: AdapterFactory<'sms'> = ({ config }) => new SnsSmsSender({ region: config.AWS_REGION });
