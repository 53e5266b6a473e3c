import { productExists, productNotFound, productPackageNotFound } from '@ezc/domain';
import { type Actor, type AggregateStore, platformKeys, type TableWrite } from '@ezc/platform';
import { packageEntity } from './package';
import {
  type LoadedProduct,
  PRODUCT_AUDIT,
  type ProductRecord,
  productEntity,
  productIndexes,
} from './product';
import { type FeeRecord, feeEntity, feeIdOf, feeIndexes, type LoadedFee } from './product-fee';
import {
  changedElsewhere,
  changesBetween,
  deletion,
  guarded,
  removeWithAudit,
  type SetupWriteDeps,
  stillThere,
} from './setup-writes';

/** A package the product names must exist when the product is saved. */
const packageStillThere = (p: ProductRecord): TableWrite[] =>
  p.PackageCode ? [stillThere(packageEntity.key(p.PackageCode))] : [];

/** Products and their fees. Every change writes its audit row under the product. */
export interface Products {
  load(sku: string): Promise<LoadedProduct | undefined>;
  /** Every product, by name. */
  list(): Promise<ProductRecord[]>;
  create(product: ProductRecord, actor: Actor): Promise<void>;
  save(before: LoadedProduct, after: ProductRecord, actor: Actor): Promise<void>;
  /** Deletes the product with its fees. */
  remove(before: LoadedProduct, actor: Actor): Promise<void>;
  /** A product's fees, in the order they were added. */
  fees(sku: string): Promise<LoadedFee[]>;
  loadFee(feeId: string): Promise<LoadedFee | undefined>;
  /** A new FeeId, handed out once. */
  nextFeeId(): Promise<string>;
  addFee(fee: FeeRecord, actor: Actor): Promise<void>;
  saveFee(before: LoadedFee, after: FeeRecord, actor: Actor): Promise<void>;
  removeFee(before: LoadedFee, actor: Actor): Promise<void>;
}

export function productsRepository(deps: SetupWriteDeps & { store: AggregateStore }): Products {
  const { table, store } = deps;
  const productChanged = changedElsewhere('Product');
  const feeChanged = changedElsewhere('Fee');
  const fees = async (sku: string) =>
    (await table.queryAll(feeIndexes.ofProduct(sku))).map((i) => feeEntity.fromItem(i));
  return {
    load: (sku) => store.load(productEntity, sku),
    async list() {
      const items = await table.queryAll(productIndexes.all);
      return items.map((i) => productEntity.fromItem(i).value);
    },
    async create(product, actor) {
      await guarded(
        () =>
          store.commit({
            entity: productEntity,
            value: product,
            expectedVersion: 0,
            audit: { objectType: PRODUCT_AUDIT, objectId: product.SKU, action: 'Product created', actor },
            also: packageStillThere(product),
          }),
        {
          own: () => productExists(product.SKU),
          other: () => productPackageNotFound(product.PackageCode ?? ''),
        },
      );
    },
    async save(before, after, actor) {
      await guarded(
        () =>
          store.commit({
            entity: productEntity,
            value: after,
            expectedVersion: before.version,
            audit: {
              objectType: PRODUCT_AUDIT,
              objectId: after.SKU,
              action: 'Product updated',
              actor,
              changes: changesBetween(before.value, after),
            },
            also: packageStillThere(after),
          }),
        { own: productChanged, other: () => productPackageNotFound(after.PackageCode ?? '') },
      );
    },
    async remove(before, actor) {
      const sku = before.value.SKU;
      const owned = await fees(sku);
      await guarded(
        () =>
          removeWithAudit(
            deps,
            [
              deletion(productEntity.key(sku), before.version),
              ...owned.map((f) => deletion(feeEntity.key(f.value), f.version)),
            ],
            {
              objectType: PRODUCT_AUDIT,
              objectId: sku,
              action: 'Product deleted',
              actor,
              changes: { Fees: owned.map((f) => f.value.FeeId) },
            },
          ),
        { own: productChanged },
      );
    },
    fees,
    async loadFee(feeId) {
      const [item] = await table.queryAll(feeIndexes.byId(feeId));
      return item ? feeEntity.fromItem(item) : undefined;
    },
    async nextFeeId() {
      return feeIdOf(await table.increment(platformKeys.sequence('fee-id'), 'value'));
    },
    async addFee(fee, actor) {
      await guarded(
        () =>
          store.commit({
            entity: feeEntity,
            value: fee,
            expectedVersion: 0,
            audit: {
              objectType: PRODUCT_AUDIT,
              objectId: fee.SKU,
              action: 'Fee added',
              actor,
              changes: { FeeId: fee.FeeId, Name: fee.Name },
            },
            also: [stillThere(productEntity.key(fee.SKU))],
          }),
        { own: feeChanged, other: productNotFound },
      );
    },
    async saveFee(before, after, actor) {
      await guarded(
        () =>
          store.commit({
            entity: feeEntity,
            value: after,
            expectedVersion: before.version,
            audit: {
              objectType: PRODUCT_AUDIT,
              objectId: after.SKU,
              action: 'Fee updated',
              actor,
              changes: { FeeId: after.FeeId, ...changesBetween(before.value, after) },
            },
          }),
        { own: feeChanged },
      );
    },
    async removeFee(before, actor) {
      await guarded(
        () =>
          removeWithAudit(deps, [deletion(feeEntity.key(before.value), before.version)], {
            objectType: PRODUCT_AUDIT,
            objectId: before.value.SKU,
            action: 'Fee deleted',
            actor,
            changes: { FeeId: before.value.FeeId, Name: before.value.Name },
          }),
        { own: feeChanged },
      );
    },
  };
}
