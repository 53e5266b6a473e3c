import { interestTypes, productStatuses, regimes } from '@ezc/domain';
import { contextApp, defineRoute, lazyJsonResponse, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { listProductRegimes } from '../use-cases/products/product-regimes';
import { ports } from './route-parts';

/** The compliance page is the Admin's (like the roles page). */
const admins = signedIn({ kinds: ['staff'], roles: ['Admin'] });

const productRegimeAnswer = () =>
  z.object({
    Data: z.array(
      z.object({
        SKU: z.string(),
        Name: z.string(),
        Status: z.enum(productStatuses),
        InterestType: z.enum(interestTypes),
        WithCollateralYN: z.enum(['Y', 'N']),
        EffectiveRate: z.number().meta({ description: 'Percent a year, with a variable rate’s margin' }),
        RateCap: z
          .number()
          .meta({ description: "The Act's cap for the product's collateral, percent a year" }),
        Regime: z.enum(regimes),
        Reasons: z
          .array(z.enum(['markedOther', 'notSimpleInterest', 'rateAboveCap']))
          .meta({ description: 'Why a product is under another regime; empty under the Act' }),
      }),
    ),
    Count: z.number().int(),
  });

const productRegimesRoute = defineRoute({
  method: 'post',
  path: '/compliance/products',
  summary: 'Every lending product with the regime its loans fall under, and why (Admin)',
  tags: ['Compliance'],
  access: admins,
  responses: { 200: lazyJsonResponse(productRegimeAnswer, 'Every product, by name') },
});

export const complianceRoutes = contextApp().openapi(productRegimesRoute, async (c) =>
  c.json(await listProductRegimes(ports()), 200),
);
