import { type ReactNode, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type NotificationInput, notify } from '../../stores/notifications';
import ConfirmDialog from '../identity/ConfirmDialog';
import ProductEditor from './ProductEditor';
import RecordEditor from './RecordEditor';
import { hideManageButtons, reloadWith, send } from './setup-api';
import type { SetupConfig, SetupRequest } from './setup-config';

/**
 * The setup editors, loaded by the listing's launcher on first use and rendered into one root of
 * their own: each request (New, Edit, Delete) mounts a fresh editor; a change reloads the listing
 * with its notification.
 */

let root: Root | undefined;
let opened = 0;

export function openEditor(config: SetupConfig, request: SetupRequest): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.setupEditors = '';
    document.body.append(host);
    root = createRoot(host);
  }
  opened += 1;
  root.render(<SetupEditors key={opened} config={config} request={request} />);
}

function SetupEditors({ config, request }: { config: SetupConfig; request: SetupRequest }): ReactNode {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const closed = (notes: readonly NotificationInput[]) => {
    setOpen(false);
    if (notes.length > 0) {
      reloadWith(notes);
      return;
    }
    // The button that opened the editor may have gone (a refusal hides it): focus stays on the page.
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) document.getElementById('main')?.focus();
    });
  };
  if (request.action === 'delete' && request.key) {
    return (
      <DeleteRecord
        config={config}
        recordKey={request.key}
        name={request.name ?? request.key}
        onClose={closed}
      />
    );
  }
  const key = request.action === 'edit' ? request.key : undefined;
  return config.kind === 'product' ? (
    <ProductEditor config={config} sku={key} onClose={closed} />
  ) : (
    <RecordEditor config={config} recordKey={key} onClose={closed} />
  );
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** The question before a delete, the call, and spec §8's notification either way. */
function DeleteRecord({
  config,
  recordKey,
  name,
  onClose,
}: {
  config: SetupConfig;
  recordKey: string;
  name: string;
  onClose: (notes: readonly NotificationInput[]) => void;
}) {
  const { texts, notify: n } = config;
  const [open, setOpen] = useState(true);
  const confirmed = useRef(false);
  const words = {
    product: {
      title: texts.product.deleteTitle,
      text: fill(texts.product.deleteText, { name, sku: recordKey }),
      path: '/products/delete',
      body: { SKU: recordKey },
      done: { title: n.productDeleted, description: fill(texts.product.deletedText, { sku: recordKey }) },
      failed: n.productDeleteFailed,
      // spec §8: product delete failures are generic.
      generic: true,
    },
    package: {
      title: texts.package.deleteTitle,
      text: fill(texts.package.deleteText, { name, code: recordKey }),
      path: '/packages/delete',
      body: { PackageCode: recordKey },
      done: { title: n.deletePackageSuccess, description: n.deletePackageSuccessText },
      failed: n.deletePackageFailed,
      generic: false,
    },
    partner: {
      title: texts.partner.deleteTitle,
      text: fill(texts.partner.deleteText, { name, code: recordKey }),
      path: '/partners/delete',
      body: { PartnerCode: recordKey },
      done: {
        title: texts.partner.deleted,
        description: fill(texts.partner.deletedText, { code: recordKey }),
      },
      failed: n.deletePartnerFailed,
      generic: false,
    },
  }[config.kind];

  const remove = async () => {
    const row = document.querySelector<HTMLElement>(
      `[data-setup-action="delete"][data-key="${CSS.escape(recordKey)}"]`,
    );
    row?.setAttribute('aria-busy', 'true');
    const answer = await send(words.path, words.body);
    row?.removeAttribute('aria-busy');
    if (answer.ok) {
      onClose([{ type: 'success', ...words.done }]);
      return;
    }
    if (answer.status === 403) hideManageButtons();
    notify({
      type: 'error',
      title: words.failed,
      description: words.generic ? n.defaultDescription : (answer.message ?? n.defaultDescription),
    });
    onClose([]);
  };

  return (
    <ConfirmDialog
      open={open}
      title={words.title}
      text={words.text}
      confirmLabel={texts.common.delete}
      cancelLabel={texts.common.cancel}
      onConfirm={() => {
        confirmed.current = true;
        setOpen(false);
        void remove();
      }}
      onDismiss={() => {
        if (!confirmed.current) onClose([]);
      }}
    />
  );
}
