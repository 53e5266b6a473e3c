import { notify } from '../../stores/notifications';

/**
 * A failure the server met while rendering is also a notification (spec §8: failures appear as
 * notifications with a title and a description): each element marked `data-notify-on-load`
 * raises one from its `data-title` and `data-description`.
 */
for (const element of document.querySelectorAll<HTMLElement>('[data-notify-on-load]')) {
  const { title = '', description } = element.dataset;
  if (title) notify({ type: 'error', title, ...(description ? { description } : {}) });
}
