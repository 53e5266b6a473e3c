import { describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  documentChecklist,
  documentRules,
  extensionOf,
  fileKinds,
  isDocumentTitle,
  maxBytesOf,
  missingDocuments,
  sanitiseFileName,
  sizeLimitText,
  titleAllowedOn,
} from './documents';

describe('file names (spec §3: spaces become hyphens, slashes "or")', () => {
  it.each([
    ['Pay Slip Jan 2026.pdf', 'Pay-Slip-Jan-2026.pdf'],
    ['EA Form / Tax Return.pdf', 'EA-Form-or-Tax-Return.pdf'],
    ['Form/Tax.pdf', 'FormorTax.pdf'],
    ['C:\\Users\\siti\\ic depan.jpg', 'CorUsersorsitioric-depan.jpg'],
    ['../../etc/passwd', 'or.oretcorpasswd'],
    ['..hidden.png', 'hidden.png'],
    ['  slip\t\nmac  .png', 'slipmac-.png'],
    ['a<b>c:d"e|f?g*h{i}.pdf', 'abcdefghi.pdf'],
    ['photo\u202Egpj.exe', 'photogpj.exe'],
    ['report..pdf', 'report.pdf'],
    ['Penyata Bank – Mac.pdf', 'Penyata-Bank-–-Mac.pdf'],
    ['', 'file'],
    ['...', 'file'],
  ])('%j → %j', (given, kept) => {
    expect(sanitiseFileName(given)).toBe(kept);
  });

  it('keeps a long name to 120 characters with its extension', () => {
    const kept = sanitiseFileName(`${'a'.repeat(200)}.pdf`);
    expect(kept).toBe(`${'a'.repeat(116)}.pdf`);
    expect(kept).toHaveLength(120);
  });
});

describe('extensions (spec §5: an upload needs a file name with an extension)', () => {
  it.each([
    ['slip.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['dir.v2/photo', undefined],
    ['noextension', undefined],
    ['.hidden', undefined],
    ['trailing.', undefined],
  ])('%j → %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it('names the content type each accepted extension is served with', () => {
    expect(contentTypeOf('jpg')).toBe('image/jpeg');
    expect(contentTypeOf('jpeg')).toBe('image/jpeg');
    expect(contentTypeOf('png')).toBe('image/png');
    expect(contentTypeOf('pdf')).toBe('application/pdf');
    expect(contentTypeOf('mp4')).toBe('video/mp4');
    expect(contentTypeOf('exe')).toBeUndefined();
    expect(contentTypeOf('gif')).toBeUndefined();
  });
});

describe('document rules (spec §5)', () => {
  it('says the spec’s refusal texts and titles per kind of file', () => {
    expect(fileKinds.imageOrPdf.text).toBe('You can only upload JPG, JPEG, PNG and PDF');
    expect(fileKinds.image.text).toBe('You can only upload Image (JPG, JPEG, and PNG)');
    expect(fileKinds.video.text).toBe('You can only upload MP4');
    expect(fileKinds.image.title).toBe('Upload Document Failed');
    expect(fileKinds.imageOrPdf.title).toBe('Upload Document Failed');
    expect(fileKinds.video.title).toBe('Upload Video Failed');
    expect(sizeLimitText(5)).toBe('Document must smaller than 5MB!');
  });

  it('takes identity images as images only, income documents also as PDF', () => {
    expect(documentRules['NRIC Front'].kind).toBe('image');
    expect(documentRules.Photo.kind).toBe('image');
    expect(documentRules['ID Back'].kind).toBe('image');
    expect(documentRules['Pay Slip'].kind).toBe('imageOrPdf');
    expect(documentRules['SSM Statutory Forms'].kind).toBe('imageOrPdf');
    expect(documentRules['Signing Video'].kind).toBe('video');
  });

  it('encrypts the documents spec §5 flags, and identity images', () => {
    for (const title of [
      'Pay Slip',
      'Bank Statement',
      'EPF Statement',
      'EA Form or Tax Return',
      'Other Income',
      'Asset',
      'NRIC Front',
      'NRIC Back',
      'ID Front',
      'ID Back',
    ] as const) {
      expect(documentRules[title].sensitive, title).toBe(true);
    }
    expect(documentRules.Photo.sensitive).toBe(false);
    expect(documentRules['SSM Statutory Forms'].sensitive).toBe(false);
  });

  it('keeps six months of pay slips and bank statements, one photo', () => {
    expect(documentRules['Pay Slip'].maxFiles).toBe(6);
    expect(documentRules['Bank Statement'].maxFiles).toBe(6);
    expect(documentRules.Photo.maxFiles).toBe(1);
    expect(documentRules['Audited Accounts'].maxFiles).toBe(3);
  });

  it('limits a 5 MB document to 5 MiB, the file of exactly that size included', () => {
    expect(maxBytesOf(documentRules['Pay Slip'])).toBe(5_242_880);
    expect(maxBytesOf(documentRules.Signature)).toBe(2_097_152);
  });

  it('knows its titles and nothing else', () => {
    expect(isDocumentTitle('Pay Slip')).toBe(true);
    expect(isDocumentTitle('pay slip')).toBe(false);
    expect(isDocumentTitle('constructor')).toBe(false);
    expect(isDocumentTitle('toString')).toBe(false);
  });

  it('keeps contact persons’ ID images on contact persons, and users’ own documents on users', () => {
    expect(titleAllowedOn('ID Front', 'ContactPerson')).toBe(true);
    expect(titleAllowedOn('Pay Slip', 'ContactPerson')).toBe(false);
    expect(titleAllowedOn('ID Front', 'Customer')).toBe(false);
    expect(titleAllowedOn('Pay Slip', 'Customer')).toBe(true);
    expect(titleAllowedOn('eKYC Front', 'Customer')).toBe(true);
    expect(titleAllowedOn('eKYC Front', 'User')).toBe(true);
    expect(titleAllowedOn('Signature', 'User')).toBe(true);
    expect(titleAllowedOn('Pay Slip', 'User')).toBe(false);
    expect(titleAllowedOn('Pay Slip', 'LoanNo')).toBe(false);
  });
});

describe('required documents and the checklist (spec §5)', () => {
  it('lists what an individual still misses, in the order of the required set', () => {
    expect(missingDocuments('individual', ['Photo', 'Pay Slip', 'Other Income'])).toEqual([
      'NRIC Front',
      'NRIC Back',
      'Bank Statement',
      'EPF Statement',
      'EA Form or Tax Return',
    ]);
  });

  it('lists what a company still misses', () => {
    expect(missingDocuments('corporate', ['SSM Statutory Forms', 'Tax Return'])).toEqual([
      'Audited Accounts',
      'Company Bank Statement',
      'Management Account',
    ]);
  });

  it('gives an individual’s checklist: required first, then the optional income and assets', () => {
    expect(documentChecklist('individual', ['Photo', 'Asset'])).toEqual({
      Items: [
        { Title: 'Photo', Required: true, Uploaded: true },
        { Title: 'NRIC Front', Required: true, Uploaded: false },
        { Title: 'NRIC Back', Required: true, Uploaded: false },
        { Title: 'Pay Slip', Required: true, Uploaded: false },
        { Title: 'Bank Statement', Required: true, Uploaded: false },
        { Title: 'EPF Statement', Required: true, Uploaded: false },
        { Title: 'EA Form or Tax Return', Required: true, Uploaded: false },
        { Title: 'Other Income', Required: false, Uploaded: false },
        { Title: 'Asset', Required: false, Uploaded: true },
      ],
      Missing: [
        'NRIC Front',
        'NRIC Back',
        'Pay Slip',
        'Bank Statement',
        'EPF Statement',
        'EA Form or Tax Return',
      ],
    });
  });

  it('gives a company’s checklist, complete when all five are uploaded', () => {
    const all = [
      'SSM Statutory Forms',
      'Audited Accounts',
      'Company Bank Statement',
      'Management Account',
      'Tax Return',
    ];
    expect(documentChecklist('corporate', all)).toEqual({
      Items: all.map((Title) => ({ Title, Required: true, Uploaded: true })),
      Missing: [],
    });
  });
});
