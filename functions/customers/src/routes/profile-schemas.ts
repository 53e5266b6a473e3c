import { idTypes, memberTypes } from '@ezc/domain';
import { jsonResponse } from '@ezc/platform';
import * as z from 'zod';

/** The answers of the CRM calls, for the API document (what the handlers send is typed by them). */

const address = z
  .object({
    AddressId: z.string(),
    AddressLine1: z.string(),
    AddressLine2: z.string().optional(),
    Postcode: z.string(),
    City: z.string(),
    State: z.string(),
    Country: z.string().meta({ description: 'ISO 3166-1 alpha-2 code, as in the Country list' }),
  })
  .meta({ id: 'Address' });

const contactPerson = z
  .object({
    ContactPersonId: z.string(),
    CustomerId: z.string(),
    FullName: z.string(),
    Designation: z.string(),
    IdType: z.enum(idTypes),
    NRIC: z.string().optional(),
    PassportNo: z.string().optional(),
    ContactNo: z.string().meta({ description: 'E.164, e.g. +60123456789' }),
    Email: z.string(),
    IsDefaultYN: z.enum(['Y', 'N']),
  })
  .meta({ id: 'ContactPerson' });

const company = z
  .object({
    CompanyId: z.string(),
    CompanyName: z.string(),
    RegistrationNo: z.string(),
    IncorporationCountry: z.string(),
    NatureOfBusiness: z.string(),
    BusinessAddress: address,
    OfficeNo: z.string(),
    FaxNo: z.string().optional(),
  })
  .meta({ id: 'Company' });

export const profileSchema = z
  .object({
    CustomerId: z.string(),
    AccountId: z.string(),
    FullName: z.string(),
    Email: z.string(),
    MemberType: z.enum(memberTypes),
    AccountType: z.enum(['individual', 'corporate']),
    CurrentStep: z.number().int().min(2).max(5).meta({ description: 'Onboarding step, 1 to 5 (spec §4)' }),
    Status: z.enum(['Step2', 'Step3', 'Step4', 'Completed']),
    AddressId: z.string().optional(),
    EmploymentId: z.string().optional(),
    BankId: z.string().optional(),
    CompanyId: z.string().optional(),
    ContactPersonId: z.string().optional().meta({ description: 'The default contact person' }),
    Personal: z
      .object({
        FullName: z.string(),
        IdType: z.enum(idTypes),
        NRIC: z.string().optional(),
        PassportNo: z.string().optional(),
        DateOfBirth: z.string(),
        Gender: z.enum(['Male', 'Female']),
        Nationality: z.string(),
        MaritalStatus: z.string(),
        Ethnicity: z.string(),
        BumiputeraYN: z.enum(['Y', 'N']),
        ContactNo: z.string(),
      })
      .optional(),
    Address: address.optional(),
    Employment: z
      .object({
        EmploymentId: z.string(),
        CustomerId: z.string(),
        EmploymentType: z.string(),
        EmploymentTerm: z.string().optional(),
        NatureOfBusiness: z.string(),
        Designation: z.string(),
        CompanyName: z.string(),
        CompanyAddress: address,
        PreviousOccupation: z.string(),
      })
      .optional(),
    Bank: z
      .object({
        BankId: z.string(),
        BankCode: z.string(),
        OtherBank: z.string().optional(),
        AccountNo: z.string(),
        AccountType: z.string(),
        Branch: z.string().optional(),
      })
      .optional(),
    Company: company.optional(),
    ContactPersons: z.array(contactPerson),
    CreatedAt: z.string(),
  })
  .meta({ id: 'CustomerProfile', description: 'A customer record (spec §3)' });

export const companyAnswer = company.extend({ CustomerId: z.string() });

export const contactPersonAnswer = jsonResponse(z.object({ Data: contactPerson }), 'The contact person');

export const customerRowSchema = z
  .object({
    CustomerId: z.string(),
    FullName: z.string(),
    Email: z.string(),
    MemberType: z.enum(memberTypes),
    AccountType: z.enum(['individual', 'corporate']),
    IdNo: z.string().meta({ description: 'NRIC, passport or SSM registration number' }),
    ContactNo: z.string(),
    CurrentStep: z.number().int(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'CustomerRow' });

export const activitySchema = z
  .object({
    At: z.string(),
    Activity: z.string(),
    Remarks: z.string(),
    IpAddress: z.string(),
    ActorName: z.string(),
    ActorKind: z.string(),
    Changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  })
  .meta({ id: 'CustomerActivity' });
