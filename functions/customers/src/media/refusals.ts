import { type DocumentRule, DomainError, type FileKind, fileKinds, sizeLimitText } from '@ezc/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A file refused for what it is (spec §5 and §8): its status, its code, the notification title the
 * site shows ('Upload Document Failed' or 'Upload Video Failed') and the text, in English here;
 * the media routes answer them in the caller's language.
 */
export class MediaRefusal extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly status: ContentfulStatusCode,
    /** The rule's kind of file: which title and, for a wrong type, which text. */
    readonly fileKind: FileKind,
    details?: Record<string, unknown>,
  ) {
    super('validation', code, message, details);
    this.name = 'MediaRefusal';
  }

  /** 'Upload Document Failed' or 'Upload Video Failed'. */
  get title(): string {
    return fileKinds[this.fileKind].title;
  }
}

export const isMediaRefusal = (e: unknown): e is MediaRefusal => e instanceof MediaRefusal;

/** The file is not a type the document takes (by its extension or by its content). */
export const wrongType = (kind: FileKind) =>
  new MediaRefusal('MEDIA.TYPE_NOT_ALLOWED', fileKinds[kind].text, 400, kind);

/** Over the rule's limit: 413 for a file that was sent, 400 for one only announced. */
export const tooLarge = (rule: Pick<DocumentRule, 'kind' | 'maxMb'>, sent: boolean) =>
  new MediaRefusal('MEDIA.TOO_LARGE', sizeLimitText(rule.maxMb), sent ? 413 : 400, rule.kind, {
    maxMb: rule.maxMb,
  });

export const emptyFile = (kind: FileKind) => new MediaRefusal('MEDIA.EMPTY', 'The file is empty.', 400, kind);

export const extensionRequired = (kind: FileKind = 'imageOrPdf') =>
  new MediaRefusal(
    'MEDIA.EXTENSION_REQUIRED',
    'A document upload needs a file name with an extension, e.g. payslip.pdf.',
    400,
    kind,
  );

export const unknownTitle = () =>
  new MediaRefusal(
    'MEDIA.UNKNOWN_TITLE',
    'Title: this is not a document the product takes.',
    400,
    'imageOrPdf',
  );

export const titleNotForObject = (rule: DocumentRule, objectType: string) =>
  new MediaRefusal(
    'MEDIA.TITLE_NOT_FOR_OBJECT',
    `Title: ${rule.title} cannot be kept under ObjectType ${objectType}.`,
    400,
    rule.kind,
    { title: rule.title, objectType },
  );

export const loanDocumentsNotHere = (kind: FileKind = 'imageOrPdf') =>
  new MediaRefusal('MEDIA.OBJECT_TYPE_NOT_SUPPORTED', 'Loan documents cannot be uploaded here.', 400, kind);

export const tooManyFiles = (rule: DocumentRule) =>
  new MediaRefusal(
    'MEDIA.TOO_MANY_FILES',
    `No more files of ${rule.title} can be kept (at most ${rule.maxFiles}). Delete one before uploading another.`,
    422,
    rule.kind,
    { maxFiles: rule.maxFiles, title: rule.title },
  );

export const usePresignedUpload = () =>
  new MediaRefusal(
    'MEDIA.USE_PRESIGNED_UPLOAD',
    'Videos are too large to send this way: upload them with an upload link.',
    400,
    'video',
  );

export const badForm = () =>
  new MediaRefusal(
    'MEDIA.BAD_FORM',
    'Send the upload as a form: the fields first, then the file as FileStream.',
    400,
    'imageOrPdf',
  );

export const onlyOwnerUploads = (kind: FileKind) =>
  new MediaRefusal(
    'MEDIA.ONLY_OWNER_UPLOADS',
    'Only the owner of these documents can upload them.',
    403,
    kind,
  );
