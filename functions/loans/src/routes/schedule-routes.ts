import { loanStatuses } from '@ezc/domain';
import { actorOf, contextApp, defineRoute, platform, signedIn } from '@ezc/platform';
import * as z from 'zod';
import { loansPorts } from '../ports';
import { actionRight } from '../setup/action-right-guard';
import { activateInstallment } from '../use-cases/loans/activate-installment';
import { lazyJsonBody, lazyJsonResponse } from './route-parts';

const ports = () => loansPorts(platform());

const activateRoute = defineRoute({
  method: 'post',
  path: '/simple-loan-schedules/activate-installment',
  summary:
    "Activate an installment ('Unpaid'): the first makes a disbursed loan 'Active'; a later one needs the one before it paid",
  description:
    "Needs the action right 'Activate Installment' (by default: Finance Team, Admin). Refusals: 'Previous installment needs to be paid' (SCHEDULE.PREVIOUS_UNPAID), 'Installment has already been activated.' (SCHEDULE.ALREADY_ACTIVE).",
  tags: ['Payments'],
  access: signedIn({ kinds: ['staff'] }),
  middleware: actionRight('Activate Installment'),
  request: {
    body: lazyJsonBody(() =>
      z.object({
        ScheduleId: z.string().trim().min(1).max(60),
        IpAddress: z
          .string()
          .max(64)
          .optional()
          .meta({ description: "The client's IP address as it knows it" }),
      }),
    ),
  },
  responses: {
    200: lazyJsonResponse(
      () =>
        z.object({
          Data: z.object({
            ScheduleId: z.string(),
            InstallmentNo: z.number().int(),
            Status: z.literal('Unpaid'),
            LoanNo: z.string(),
            LoanStatus: z.enum(loanStatuses),
          }),
        }),
      'Activated',
    ),
  },
});

export const scheduleRoutes = contextApp().openapi(activateRoute, async (c) => {
  const data = await activateInstallment(
    ports(),
    { principal: c.var.principal!, actor: actorOf(c) },
    c.req.valid('json').ScheduleId,
  );
  return c.json({ Data: data }, 200);
});
