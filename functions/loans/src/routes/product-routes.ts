import {
  earlySettlementPenaltyTypes,
  feeAssociatedObjects,
  feeInputSchema,
  feeTypes,
  interestPercentageKinds,
  interestTypes,
  optionalText,
  pagingSchema,
  productInputSchema,
  productStatuses,
  regimes,
  skuField,
  text,
} from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { addProduct } from '../use-cases/products/add-product';
import { addProductFee } from '../use-cases/products/add-product-fee';
import { deleteProduct } from '../use-cases/products/delete-product';
import { deleteProductFee } from '../use-cases/products/delete-product-fee';
import { findProduct } from '../use-cases/products/find-product';
import { findProductFee } from '../use-cases/products/find-product-fee';
import { listProductFees } from '../use-cases/products/list-product-fees';
import { listProducts } from '../use-cases/products/list-products';
import { updateProduct } from '../use-cases/products/update-product';
import { updateProductFee } from '../use-cases/products/update-product-fee';
import {
  actionsAnswer,
  lazyJsonBody,
  lazyJsonResponse,
  managedBy,
  message,
  once,
  ports,
  setupListing,
  who,
} from './route-parts';

const tags = ['Products'];

/** spec §2, §6: the product setup is for 'Menu - Setup > Product' (and Admins). */
const readers = signedIn({ kinds: ['staff'], roles: ['Admin'], privileges: ['Menu - Setup > Product'] });
/** Staff, then the action right 'Manage Products'. */
const managed = managedBy('Manage Products');

const yn = z.enum(['Y', 'N']);
const feeAnswer = once(() =>
  z
    .object({
      FeeId: z.string(),
      SKU: z.string(),
      Name: z.string(),
      FeeType: z.enum(feeTypes),
      Amount: z.number().optional().meta({ description: "Ringgit, for the 'Amount' type" }),
      Percentage: z.number().optional().meta({ description: "Percent, for the 'Percentage' type" }),
      AssociatedObjects: z.array(z.enum(feeAssociatedObjects)),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .meta({ id: 'ProductFee', description: 'A fee of a product, and what it is charged on' }),
);
const productAnswer = once(() =>
  z
    .object({
      SKU: z.string(),
      Name: z.string(),
      Remark: z.string().optional(),
      NumberOfInstallments: z.number().int(),
      MinAmount: z.number().meta({ description: 'Ringgit' }),
      MaxAmount: z.number().meta({ description: 'Ringgit' }),
      WithCollateralYN: yn,
      InterestType: z.enum(interestTypes),
      InterestRate: z.number().meta({ description: 'Percent a year' }),
      InterestPercentageKind: z.enum(interestPercentageKinds),
      VariableRateMargin: z
        .number()
        .optional()
        .meta({ description: 'Percent a year, for the variable kinds' }),
      EarlySettlementPenaltyType: z.enum(earlySettlementPenaltyTypes),
      EarlySettlementPenalty: z
        .number()
        .optional()
        .meta({ description: "Ringgit for 'Amount', percent of the outstanding balance for 'Percentage'" }),
      AutoCompanySigningYN: yn,
      Status: z.enum(productStatuses),
      PackageCode: z.string().optional(),
      Regime: z.enum(regimes),
      CreatedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .meta({
      id: 'Product',
      description:
        "A loan product. Under the Moneylenders Act 1951 (the default Regime) only simple interest at most 12% a year with collateral and 18% without is accepted; Regime 'Other' lifts the Act's checks.",
    }),
);
const productWithFees = once(() =>
  productAnswer().extend({
    Fees: z.array(feeAnswer()),
    Actions: actionsAnswer('Manage Products', 'products'),
  }),
);

const skuBody = once(() => z.object({ SKU: skuField() }));
const feeIdField = once(() => text(40));

const findAll = defineRoute({
  method: 'post',
  path: '/products/find-all',
  summary: "Products by name; Search filters ('All' or nothing = no filter; Name matches in part)",
  tags,
  access: readers,
  ...setupListing(
    'Manage Products',
    'products',
    () =>
      z
        .object({
          Name: optionalText(100),
          InterestType: z.enum([...interestTypes, 'All']).optional(),
          Status: z.enum([...productStatuses, 'All']).optional(),
          PackageCode: optionalText(40),
        })
        .default({}),
    productAnswer,
  ),
});
const add = defineRoute({
  method: 'post',
  path: '/products/add',
  summary: "Add a product; its terms are checked against its Regime (422 with the Act's rule)",
  ...managed,
  tags,
  request: { body: jsonBody(productInputSchema) },
  responses: {
    201: lazyJsonResponse(
      () => z.object({ Data: productAnswer(), message }),
      "The product; message 'Product created.'",
    ),
  },
});
const findOne = defineRoute({
  method: 'post',
  path: '/products/find-one',
  summary: 'A product with its fees',
  description:
    "Data.Actions says whether the caller may manage products now (the action right 'Manage Products'): change the product and its fees, or delete it.",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => skuBody()) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: productWithFees() }),
      'The product, and what the caller may do to it',
    ),
  },
});
const update = defineRoute({
  method: 'post',
  path: '/products/update',
  summary: 'Change the product the SKU names; its terms are checked again',
  ...managed,
  description: `${managed.description} Applications already made keep the terms they were made with.`,
  tags,
  request: { body: jsonBody(productInputSchema) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: productAnswer(), message }),
      "The product; message 'Product updated.'",
    ),
  },
});
const remove = defineRoute({
  method: 'post',
  path: '/products/delete',
  summary: 'Delete a product and its fees (409 while an application names it: set it Inactive instead)',
  ...managed,
  tags,
  request: { body: lazyJsonBody(() => skuBody()) },
  responses: { 200: lazyJsonResponse(() => z.object({ message }), "'Product deleted.'") },
});
const addFee = defineRoute({
  method: 'post',
  path: '/products/add-fee',
  summary: 'Add a fee to the product the SKU names',
  ...managed,
  tags,
  request: { body: jsonBody(feeInputSchema) },
  responses: {
    201: lazyJsonResponse(() => z.object({ Data: feeAnswer(), message }), "The fee; message 'Fee created.'"),
  },
});
const getFees = defineRoute({
  method: 'post',
  path: '/products/get-fees',
  summary: "A product's fees, in the order they were added",
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => pagingSchema().extend({ SKU: skuField() })) },
  responses: {
    200: lazyJsonResponse(
      () => z.object({ Data: z.array(feeAnswer()), Count: z.number() }),
      'One page of fees',
    ),
  },
});
const findFee = defineRoute({
  method: 'post',
  path: '/product-fees/find-one',
  summary: 'One fee by its FeeId',
  tags,
  access: readers,
  request: { body: lazyJsonBody(() => z.object({ FeeId: feeIdField() })) },
  responses: { 200: lazyJsonResponse(() => z.object({ Data: feeAnswer() }), 'The fee') },
});
const updateFee = defineRoute({
  method: 'post',
  path: '/product-fees/update',
  summary: 'Change a fee (its SKU must be its own product)',
  ...managed,
  tags,
  request: { body: lazyJsonBody(() => z.object({ FeeId: feeIdField() }).and(feeInputSchema)) },
  responses: {
    200: lazyJsonResponse(() => z.object({ Data: feeAnswer(), message }), "The fee; message 'Fee updated.'"),
  },
});
const removeFee = defineRoute({
  method: 'post',
  path: '/product-fees/delete',
  summary: 'Delete a fee',
  ...managed,
  tags,
  request: { body: lazyJsonBody(() => z.object({ FeeId: feeIdField() })) },
  responses: { 200: lazyJsonResponse(() => z.object({ message }), "'Fee deleted.'") },
});

export const productRoutes = contextApp()
  .openapi(findAll, async (c) => {
    const { Rows, Page, Search } = c.req.valid('json');
    const principal = c.get('principal')!;
    return c.json(await listProducts(ports(), { Rows, Page, principal, search: Search }), 200);
  })
  .openapi(add, async (c) => {
    const product = await addProduct(ports(), { ...who(c), product: c.req.valid('json') });
    return c.json({ Data: product, message: 'Product created.' }, 201);
  })
  .openapi(findOne, async (c) =>
    c.json(
      { Data: await findProduct(ports(), { principal: c.get('principal')!, sku: c.req.valid('json').SKU }) },
      200,
    ),
  )
  .openapi(update, async (c) => {
    const product = await updateProduct(ports(), { ...who(c), product: c.req.valid('json') });
    return c.json({ Data: product, message: 'Product updated.' }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteProduct(ports(), { ...who(c), sku: c.req.valid('json').SKU });
    return c.json({ message: 'Product deleted.' }, 200);
  })
  .openapi(addFee, async (c) => {
    const fee = await addProductFee(ports(), { ...who(c), fee: c.req.valid('json') });
    return c.json({ Data: fee, message: 'Fee created.' }, 201);
  })
  .openapi(getFees, async (c) => {
    const { Rows, Page, SKU } = c.req.valid('json');
    return c.json(await listProductFees(ports(), { Rows, Page, sku: SKU }), 200);
  })
  .openapi(findFee, async (c) =>
    c.json({ Data: await findProductFee(ports(), { feeId: c.req.valid('json').FeeId }) }, 200),
  )
  .openapi(updateFee, async (c) => {
    const { FeeId, ...fee } = c.req.valid('json');
    const saved = await updateProductFee(ports(), { ...who(c), feeId: FeeId, fee });
    return c.json({ Data: saved, message: 'Fee updated.' }, 200);
  })
  .openapi(removeFee, async (c) => {
    await deleteProductFee(ports(), { ...who(c), feeId: c.req.valid('json').FeeId });
    return c.json({ message: 'Fee deleted.' }, 200);
  });
