import type { Product, ProductFee } from '@ezc/domain/lending/product';

/** The rows the setup listings show, as the API answers them (money in ringgit). */

export type ProductRow = Product;
export type { ProductFee };

export interface PackageRow {
  readonly PackageCode: string;
  readonly Name: string;
  readonly CompanyCode: string;
  readonly PartnerCode?: string;
  readonly PartnerName?: string;
  readonly Status: string;
}

export interface PartnerRow {
  readonly PartnerCode: string;
  readonly Name: string;
  readonly AccountCode: string;
  readonly CompanyCode?: string;
  readonly Status: string;
}

/** A code and its name, for the package and partner choices of the filters and editors. */
export type { CodeChoice as CodeOption } from '../../islands/lending-setup/setup-config';

/** How a listing's read went. */
export type ListingState<T> =
  | { readonly kind: 'ready'; readonly rows: readonly T[]; readonly count: number }
  | { readonly kind: 'forbidden' }
  | { readonly kind: 'failed' };
