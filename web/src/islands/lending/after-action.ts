import { flash, type NotificationInput } from '../../stores/notifications';

/**
 * After a command succeeded the page is rendered again from the server, so the status, the
 * history and the actions now open all agree; the message survives the reload.
 */
export function reloadWith(message: NotificationInput): void {
  try {
    flash(message);
  } catch {
    // Storage may be unavailable (privacy modes): the reloaded page still shows the new state.
  }
  window.location.reload();
}
