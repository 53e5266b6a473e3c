import { emailField, text } from '@ezc/domain';
import { contextApp, defineRoute, jsonBody, jsonResponse, platform, publicAccess } from '@ezc/platform';
import * as z from 'zod';
import { chosenPasswordSchema } from '../credentials/password-strength-loader';
import { identityPorts } from '../ports';
import { registerCustomer } from '../use-cases/register-customer';
import { requestContext } from './request-context';
import { tokenSetSchema } from './schemas';
import { clientOf, tokenAnswer } from './web-session';

const ports = () => identityPorts(platform());

const registrationBody = z
  .object({
    /** The person's name, or the company's for a corporate borrower. */
    FullName: text(150),
    Email: emailField(),
    Password: chosenPasswordSchema,
    ConfirmPassword: z.string().max(1024),
    AccountType: z.enum(['individual', 'corporate']),
  })
  .refine((v) => v.Password === v.ConfirmPassword, {
    message: 'Passwords do not match.',
    path: ['ConfirmPassword'],
  });

const addLogin = defineRoute({
  method: 'post',
  path: '/customer/login/add',
  summary: 'Onboarding step 1: a borrower creates their login and is signed in',
  description:
    'Creates a customer account (an online member, or a company) with the Borrower role and signs it in. ' +
    'The customer record is opened from the registration right after; until then ' +
    '`/customer/profile/find-one` answers 404. An e-mail already registered answers 409 `ACCOUNT.EMAIL_TAKEN`; ' +
    'more than 10 registrations from one address in an hour answer 429.',
  tags: ['Customer (CRM) service'],
  access: publicAccess('Registering: nobody is signed in yet'),
  request: { body: jsonBody(registrationBody) },
  responses: {
    201: jsonResponse(tokenSetSchema.extend({ CustomerId: z.string() }), 'Registered and signed in'),
  },
});

export const registrationRoutes = contextApp().openapi(addLogin, async (c) => {
  const body = c.req.valid('json');
  const tokens = await registerCustomer(ports(), { ...body, client: clientOf(c) }, requestContext(c));
  return c.json({ ...tokenAnswer(c, tokens), CustomerId: tokens.CustomerId }, 201);
});
