import { clientIp, downloadFile } from './client';

/**
 * Download buttons on the lending pages, without an island: a button marked `data-download`
 * posts its `data-body` (JSON) to its `data-path` and saves the answered file. `data-with-ip`
 * adds the visitor's IpAddress (spec §7: customer-download records who fetched a receipt).
 * `data-missing-title` and `data-missing-text` are what a 404 says (a payment receipt not found).
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-download]')) {
  button.disabled = false;
  button.addEventListener('click', async () => {
    const { path = '', failureTitle = '', fileName = 'document', missingTitle, missingText } = button.dataset;
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(button.dataset.body ?? '{}') as Record<string, unknown>;
    } catch {
      body = {};
    }
    if (button.dataset.withIp !== undefined) body = { ...body, IpAddress: await clientIp() };
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      await downloadFile(path, body, fileName, {
        failureTitle,
        ...(missingTitle ? { notFound: { title: missingTitle, description: missingText ?? '' } } : {}),
      });
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
}
