import type { ProductFee } from '@ezc/domain/lending/product';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { setupConfig } from '../../components/lending-setup/client-config';
import ProductFees from './ProductFees';

/** A product's fees in its editor: the fee buttons are offered only to those who may manage products. */

const stampDuty: ProductFee = {
  FeeId: 'FEE-000001',
  SKU: 'PL-SIMPLE-18',
  Name: 'Stamp duty',
  FeeType: 'Amount',
  Amount: 10,
  Percentage: undefined,
  AssociatedObjects: ['Stamping'],
};

const render = (mayManage: boolean) =>
  renderToStaticMarkup(
    createElement(ProductFees, {
      config: setupConfig('en', 'product'),
      sku: 'PL-SIMPLE-18',
      fees: [stampDuty],
      mayManage,
      onRefused: () => undefined,
      onFees: () => undefined,
      onNote: () => undefined,
    }),
  );

describe('the fees of a product', () => {
  it('offers Add, Edit and Delete to someone who may manage products', () => {
    const html = render(true);
    expect(html).toContain('>Add a fee</button>');
    expect(html).toContain('aria-label="Edit Stamp duty"');
    expect(html).toContain('aria-label="Delete Stamp duty"');
    expect(html).toContain('>Actions</th>');
  });

  it('lists the fees without their buttons to someone who may not', () => {
    const html = render(false);
    expect(html).toContain('Stamp duty');
    expect(html).toContain('RM 10.00');
    expect(html).not.toContain('Add a fee');
    expect(html).not.toContain('Edit Stamp duty');
    expect(html).not.toContain('Delete Stamp duty');
    expect(html).not.toContain('>Actions</th>');
  });
});
