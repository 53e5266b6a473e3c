import {
  type customerRegistered,
  DomainError,
  initial,
  type MemberType,
  onboardingMachine,
} from '@ezc/domain';
import type { Actor } from '@ezc/platform';
import type { CustomersPorts } from '../ports';

/** The registration, or a record the demo data opens (member types other than online ones). */
type Registered = Omit<ReturnType<typeof customerRegistered.parse>, 'MemberType'> & {
  MemberType: MemberType;
};

/**
 * A borrower registered (onboarding step 1): their customer record opens at step 2. Deliveries
 * may repeat, so a record that already exists is left as it is.
 */
export async function openCustomerRecord(
  deps: Pick<CustomersPorts, 'customers' | 'clock'>,
  registered: Registered,
  actor: Actor,
): Promise<void> {
  if (await deps.customers.load(registered.CustomerId)) return;
  const start = initial(onboardingMachine);
  try {
    await deps.customers.create(
      {
        CustomerId: registered.CustomerId,
        AccountId: registered.AccountId,
        AccountType: registered.AccountType,
        MemberType: registered.MemberType,
        Email: registered.Email,
        FullName: registered.FullName,
        Status: start.status,
        MachineVersion: start.machineVersion,
        ContactPersons: [],
        CreatedAt: deps.clock.now().toISOString(),
      },
      actor,
      'Customer record opened',
    );
  } catch (e) {
    // A repeated delivery raced this one and won: the record exists, which is all we wanted.
    if (!(e instanceof DomainError && e.kind === 'conflict')) throw e;
  }
}
