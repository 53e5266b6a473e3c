import type { Texts } from './texts';

/**
 * The texts the API itself says for this context (apiErrors, mediaApi): the Lambdas carry these,
 * never the pages' texts.
 */
const en = {
  /** The media calls' failures by code (MEDIA.TYPE_NOT_ALLOWED takes its text from `mediaApi`). */
  apiErrors: {
    MEDIA_TOO_LARGE: 'Document must smaller than {maxMb}MB!',
    MEDIA_EXTENSION_REQUIRED: 'A document upload needs a file name with an extension, e.g. payslip.pdf.',
    MEDIA_EMPTY: 'The file is empty.',
    MEDIA_UNKNOWN_TITLE: 'Title: this is not a document the product takes.',
    MEDIA_TITLE_NOT_FOR_OBJECT: 'Title: {title} cannot be kept under ObjectType {objectType}.',
    MEDIA_OBJECT_TYPE_NOT_SUPPORTED: 'Loan documents cannot be uploaded here.',
    MEDIA_TOO_MANY_FILES:
      'No more files of {title} can be kept (at most {maxFiles}). Delete one before uploading another.',
    MEDIA_USE_PRESIGNED_UPLOAD: 'Videos are too large to send this way: upload them with an upload link.',
    MEDIA_BAD_FORM: 'Send the upload as a form: the fields first, then the file as FileStream.',
    MEDIA_NOT_FOUND: 'Media not found',
    MEDIA_NO_FILE: 'No file found',
    MEDIA_OBJECT_NOT_FOUND: 'The record these documents belong to was not found.',
    MEDIA_OBJECT_REQUIRED: 'ObjectType and ObjectId: say whose documents to list.',
    MEDIA_UPLOAD_NOT_FOUND: 'This upload was not found or has expired. Please upload the file again.',
    MEDIA_UPLOAD_NOT_RECEIVED: 'The file has not reached the document store yet. Upload it, then confirm.',
    MEDIA_ONLY_OWNER_UPLOADS: 'Only the owner of these documents can upload them.',
  },
  mediaApi: {
    uploadDocumentFailed: 'Upload Document Failed',
    uploadVideoFailed: 'Upload Video Failed',
    onlyImage: 'You can only upload Image (JPG, JPEG, and PNG)',
    onlyImageOrPdf: 'You can only upload JPG, JPEG, PNG and PDF',
    onlyVideo: 'You can only upload MP4',
  },
};

const ms: Texts<typeof en> = {
  apiErrors: {
    MEDIA_TOO_LARGE: 'Dokumen mestilah lebih kecil daripada {maxMb}MB!',
    MEDIA_EXTENSION_REQUIRED:
      'Dokumen yang dimuat naik memerlukan nama fail dengan sambungan, cth. slipgaji.pdf.',
    MEDIA_EMPTY: 'Fail ini kosong.',
    MEDIA_UNKNOWN_TITLE: 'Title: ini bukan dokumen yang diterima oleh sistem.',
    MEDIA_TITLE_NOT_FOR_OBJECT: 'Title: {title} tidak boleh disimpan di bawah ObjectType {objectType}.',
    MEDIA_OBJECT_TYPE_NOT_SUPPORTED: 'Dokumen pinjaman tidak boleh dimuat naik di sini.',
    MEDIA_TOO_MANY_FILES:
      'Tiada lagi fail {title} boleh disimpan (paling banyak {maxFiles}). Padam satu sebelum memuat naik yang lain.',
    MEDIA_USE_PRESIGNED_UPLOAD:
      'Video terlalu besar untuk dihantar dengan cara ini: muat naik menggunakan pautan muat naik.',
    MEDIA_BAD_FORM: 'Hantar muat naik sebagai borang: medan dahulu, kemudian fail sebagai FileStream.',
    MEDIA_NOT_FOUND: 'Media tidak ditemui',
    MEDIA_NO_FILE: 'Tiada fail ditemui',
    MEDIA_OBJECT_NOT_FOUND: 'Rekod yang memiliki dokumen ini tidak ditemui.',
    MEDIA_OBJECT_REQUIRED: 'ObjectType dan ObjectId: nyatakan dokumen siapa yang hendak disenaraikan.',
    MEDIA_UPLOAD_NOT_FOUND:
      'Muat naik ini tidak ditemui atau telah tamat tempoh. Sila muat naik fail itu semula.',
    MEDIA_UPLOAD_NOT_RECEIVED:
      'Fail belum sampai ke stor dokumen. Muat naik fail itu dahulu, kemudian sahkan.',
    MEDIA_ONLY_OWNER_UPLOADS: 'Hanya pemilik dokumen ini boleh memuat naiknya.',
  },
  mediaApi: {
    uploadDocumentFailed: 'Muat Naik Dokumen Gagal',
    uploadVideoFailed: 'Muat Naik Video Gagal',
    onlyImage: 'Anda hanya boleh memuat naik Imej (JPG, JPEG dan PNG)',
    onlyImageOrPdf: 'Anda hanya boleh memuat naik JPG, JPEG, PNG dan PDF',
    onlyVideo: 'Anda hanya boleh memuat naik MP4',
  },
};

export const documentsServerTexts = { en, ms };
