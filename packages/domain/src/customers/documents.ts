/**
 * Documents and media rules of spec §3 and §5: which documents a customer uploads, which file
 * types each takes, their size limit, which are sensitive (IsEncryptedYN 'Y', encrypted at rest),
 * the required sets for individuals and companies, and how a file name is cleaned.
 */

export const mediaObjectTypes = ['Customer', 'ContactPerson', 'LoanNo', 'User'] as const;
export type MediaObjectType = (typeof mediaObjectTypes)[number];

/** What a field accepts; each has the spec's refusal text. */
export type FileKind = 'image' | 'imageOrPdf' | 'video';

export const fileKinds: Record<
  FileKind,
  { extensions: readonly string[]; mimeTypes: readonly string[]; title: string; text: string }
> = {
  image: {
    extensions: ['jpg', 'jpeg', 'png'],
    mimeTypes: ['image/jpeg', 'image/png'],
    title: 'Upload Document Failed',
    text: 'You can only upload Image (JPG, JPEG, and PNG)',
  },
  imageOrPdf: {
    extensions: ['jpg', 'jpeg', 'png', 'pdf'],
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    title: 'Upload Document Failed',
    text: 'You can only upload JPG, JPEG, PNG and PDF',
  },
  video: {
    extensions: ['mp4'],
    mimeTypes: ['video/mp4'],
    title: 'Upload Video Failed',
    text: 'You can only upload MP4',
  },
};

export interface DocumentRule {
  /** The media `Title` (and `Type`) the document is stored under. */
  title: string;
  kind: FileKind;
  /** Largest file, in MB (the refusal says 'Document must smaller than {n}MB!'). */
  maxMb: number;
  /** Encrypted at rest (IsEncryptedYN 'Y'). */
  sensitive: boolean;
  /** How many files of this document a customer may keep. */
  maxFiles: number;
}

const doc = (title: string, kind: FileKind, sensitive: boolean, maxFiles = 1, maxMb = 5): DocumentRule => ({
  title,
  kind,
  maxMb,
  sensitive,
  maxFiles,
});

/**
 * Every document the product takes. Identity images are encrypted at rest like the income
 * documents spec §5 flags: they are at least as sensitive; so are a company's financial documents,
 * the counterparts of an individual's flagged bank statements and tax forms.
 */
export const documentRules = {
  Photo: doc('Photo', 'image', false),
  'NRIC Front': doc('NRIC Front', 'image', true),
  'NRIC Back': doc('NRIC Back', 'image', true),
  'Pay Slip': doc('Pay Slip', 'imageOrPdf', true, 6),
  'Bank Statement': doc('Bank Statement', 'imageOrPdf', true, 6),
  'EPF Statement': doc('EPF Statement', 'imageOrPdf', true, 2),
  'EA Form or Tax Return': doc('EA Form or Tax Return', 'imageOrPdf', true, 2),
  'Other Income': doc('Other Income', 'imageOrPdf', true, 6),
  Asset: doc('Asset', 'imageOrPdf', true, 6),
  'SSM Statutory Forms': doc('SSM Statutory Forms', 'imageOrPdf', false, 6),
  'Audited Accounts': doc('Audited Accounts', 'imageOrPdf', true, 3),
  'Company Bank Statement': doc('Company Bank Statement', 'imageOrPdf', true, 6),
  'Management Account': doc('Management Account', 'imageOrPdf', true, 3),
  'Tax Return': doc('Tax Return', 'imageOrPdf', true, 3),
  /** A contact person's identity document (spec §3: titles ID Front and ID Back). */
  'ID Front': doc('ID Front', 'image', true),
  'ID Back': doc('ID Back', 'image', true),
  /** eKYC step 1: the identity document as photographed for verification. */
  'eKYC Front': doc('eKYC Front', 'image', true),
  'eKYC Back': doc('eKYC Back', 'image', true),
  Signature: doc('Signature', 'image', false, 1, 2),
  /** Large files go straight to the store through a presigned upload. */
  'Signing Video': doc('Signing Video', 'video', false, 1, 500),
} as const satisfies Record<string, DocumentRule>;
export type DocumentTitle = keyof typeof documentRules;
export const documentTitles = Object.keys(documentRules) as DocumentTitle[];

/** spec §5: documents an individual must provide; other income and assets are optional. */
export const requiredIndividualDocuments: readonly DocumentTitle[] = [
  'Photo',
  'NRIC Front',
  'NRIC Back',
  'Pay Slip',
  'Bank Statement',
  'EPF Statement',
  'EA Form or Tax Return',
];
export const optionalIndividualDocuments: readonly DocumentTitle[] = ['Other Income', 'Asset'];
/** spec §5: documents a company must provide. */
export const requiredCompanyDocuments: readonly DocumentTitle[] = [
  'SSM Statutory Forms',
  'Audited Accounts',
  'Company Bank Statement',
  'Management Account',
  'Tax Return',
];

/** spec §5 names no optional company documents. */
export const optionalCompanyDocuments: readonly DocumentTitle[] = [];

/** Required documents not yet uploaded, in the order of the required set. */
export function missingDocuments(
  accountType: 'individual' | 'corporate',
  uploadedTitles: readonly string[],
): DocumentTitle[] {
  const required = accountType === 'corporate' ? requiredCompanyDocuments : requiredIndividualDocuments;
  return required.filter((t) => !uploadedTitles.includes(t));
}

export interface ChecklistItem {
  Title: DocumentTitle;
  Required: boolean;
  Uploaded: boolean;
}

/**
 * The documents an account type provides, required ones first, each with whether a file of it is
 * uploaded, and the required ones still missing.
 */
export function documentChecklist(
  accountType: 'individual' | 'corporate',
  uploadedTitles: readonly string[],
): { Items: ChecklistItem[]; Missing: DocumentTitle[] } {
  const corporate = accountType === 'corporate';
  const required = corporate ? requiredCompanyDocuments : requiredIndividualDocuments;
  const optional = corporate ? optionalCompanyDocuments : optionalIndividualDocuments;
  const item = (Title: DocumentTitle, Required: boolean) => ({
    Title,
    Required,
    Uploaded: uploadedTitles.includes(Title),
  });
  return {
    Items: [...required.map((t) => item(t, true)), ...optional.map((t) => item(t, false))],
    Missing: missingDocuments(accountType, uploadedTitles),
  };
}

export const isDocumentTitle = (title: string): title is DocumentTitle => Object.hasOwn(documentRules, title);

/**
 * Which documents each kind of owner keeps (spec §3): a contact person only their identity
 * document (ID Front and ID Back); a signed-in user (a Company Signer's or an Attorney's own
 * record) the eKYC images and the saved signature; a customer everything else. Loan documents
 * are not uploaded through media yet.
 */
const userTitles: readonly DocumentTitle[] = ['eKYC Front', 'eKYC Back', 'Signature'];
const contactPersonTitles: readonly DocumentTitle[] = ['ID Front', 'ID Back'];
export function titleAllowedOn(title: DocumentTitle, objectType: MediaObjectType): boolean {
  switch (objectType) {
    case 'ContactPerson':
      return contactPersonTitles.includes(title);
    case 'User':
      return userTitles.includes(title);
    case 'Customer':
      return !contactPersonTitles.includes(title);
    case 'LoanNo':
      return false;
  }
}

const MB = 1024 * 1024;

/** A rule's limit in bytes: a file of exactly `maxMb` MB (MiB, as browsers count) is accepted. */
export const maxBytesOf = (rule: Pick<DocumentRule, 'maxMb'>) => rule.maxMb * MB;

/** The content type a stored file of an accepted extension is served with. */
export function contentTypeOf(extension: string): string | undefined {
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    case 'mp4':
      return 'video/mp4';
    default:
      return undefined;
  }
}

export const sizeLimitText = (maxMb: number) => `Document must smaller than ${maxMb}MB!`;

/** The lower-cased extension of a file name, or undefined when it has none (spec §5: required). */
export function extensionOf(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return undefined;
  return base.slice(dot + 1).toLowerCase();
}

/**
 * A file name as stored and shown (spec §3): spaces become hyphens and slashes 'or'; no path,
 * no control characters, no leading dots, and at most 120 characters with the extension kept.
 */
export function sanitiseFileName(fileName: string): string {
  let name = fileName
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f]/g, '')
    // Direction marks would let "photo\u202Egpj.exe" display as "photoexe.jpg".
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\//g, 'or')
    .replace(/\\/g, 'or')
    .replace(/\s+/g, '-')
    .replace(/[<>:"|?*{}]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '');
  if (name.length > 120) {
    const ext = extensionOf(name);
    name = ext ? `${name.slice(0, 119 - ext.length)}.${ext}` : name.slice(0, 120);
  }
  return name || 'file';
}
