import { type Customer, currentStep, customerIdNo } from './customer';

/**
 * A customer record as the profile calls answer it (spec §3): names and member type at the top
 * with the ids of its parts, then the parts themselves.
 */
export function profileView(c: Customer) {
  const defaultContact = c.ContactPersons.find((p) => p.IsDefaultYN === 'Y');
  return {
    CustomerId: c.CustomerId,
    AccountId: c.AccountId,
    FullName: c.FullName,
    Email: c.Email,
    MemberType: c.MemberType,
    AccountType: c.AccountType,
    CurrentStep: currentStep(c),
    Status: c.Status,
    ...(c.Address ? { AddressId: c.Address.AddressId } : {}),
    ...(c.Employment ? { EmploymentId: c.Employment.EmploymentId } : {}),
    ...(c.Bank ? { BankId: c.Bank.BankId } : {}),
    ...(c.Company ? { CompanyId: c.Company.CompanyId } : {}),
    ...(defaultContact ? { ContactPersonId: defaultContact.ContactPersonId } : {}),
    ...(c.Personal ? { Personal: c.Personal } : {}),
    ...(c.Address ? { Address: c.Address } : {}),
    ...(c.Employment ? { Employment: c.Employment } : {}),
    ...(c.Bank ? { Bank: c.Bank } : {}),
    ...(c.Company ? { Company: c.Company } : {}),
    ContactPersons: c.ContactPersons,
    CreatedAt: c.CreatedAt,
  };
}
export type ProfileView = ReturnType<typeof profileView>;

/** One row of the staff listing. */
export function customerRow(c: Customer) {
  return {
    CustomerId: c.CustomerId,
    FullName: c.FullName,
    Email: c.Email,
    MemberType: c.MemberType,
    AccountType: c.AccountType,
    IdNo: customerIdNo(c),
    ContactNo: c.Personal?.ContactNo ?? c.Company?.OfficeNo ?? '',
    CurrentStep: currentStep(c),
    CreatedAt: c.CreatedAt,
  };
}
