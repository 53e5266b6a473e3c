import {
  agreementRef,
  consentItem,
  consentSchema,
  initialNoticeVersion,
  privacyNoticeSettingKeys,
  privacyNoticeSettingSchema,
} from '@ezc/domain';
import type { Principal, Table, TableWrite } from '@ezc/platform';
import type { SigningPorts } from '../ports';

/** The Privacy Notice version in force, read from identity's setting row. */
export async function noticeVersionInForce(table: Pick<Table, 'get'>): Promise<string> {
  const item = await table.get(privacyNoticeSettingKeys);
  return item ? privacyNoticeSettingSchema.parse(item).Version : initialNoticeVersion;
}

/**
 * The borrower's consent to the notice in force that goes with the agreement they sign: written
 * in the signature's own transaction, so a signed agreement never lacks it.
 */
export function agreementConsentWrite(
  deps: Pick<SigningPorts, 'ids'>,
  input: {
    borrower: Pick<Principal, 'id' | 'customerId'>;
    noticeVersion: string;
    loanNo: string;
    agreementVersion: number;
    at: string;
    ip: string;
  },
): TableWrite {
  const consent = consentSchema.parse({
    EntityType: 'Consent',
    ConsentId: deps.ids.next(),
    AccountId: input.borrower.id,
    ...(input.borrower.customerId ? { CustomerId: input.borrower.customerId } : {}),
    Kind: 'Agreement',
    NoticeVersion: input.noticeVersion,
    AgreementRef: agreementRef(input.loanNo, input.agreementVersion),
    LoanNo: input.loanNo,
    AgreementVersion: input.agreementVersion,
    At: input.at,
    IpAddress: input.ip,
    Channel: 'web',
  });
  return { kind: 'put', item: consentItem(consent), condition: { expression: 'attribute_not_exists(PK)' } };
}
