import { TableConnectionRegistry } from '../../push/table-connection-registry';
import type { AdapterFactory } from '../aws-adapters';

/** WebSocket connections as rows of the table. */
export const tableConnections: AdapterFactory<'connections'> = ({ table }) =>
  new TableConnectionRegistry(table);
