import type { MediaObjectType } from '@ezc/domain/customers/documents';
import { type ApiResult, api } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-operations';
import type { components } from '../../../lib/api-types';

/** The media and document calls of the customers API that the document screens make. */

export type Media = components['schemas']['Media'];
export type UploadTicket = ApiAnswer<'post', '/api/medias/upload-url'>['Data'];
export type Checklist = ApiAnswer<'post', '/api/customer-documents/checklist'>['Data'];

export interface MediaOwner {
  readonly objectType: MediaObjectType;
  readonly objectId: string;
}

/** spec §9: media listings ask for every row at once. */
const ALL_ROWS = 999_999;

export function listMedia(owner: MediaOwner, failureTitle: string): Promise<ApiResult<Media[]>> {
  return api.get('/api/medias', {
    query: { rows: ALL_ROWS, page: 1, ObjectType: owner.objectType, ObjectId: owner.objectId },
    failureTitle,
    parse: (b) => b.Data,
  });
}

export function documentChecklist(
  customerId: string | undefined,
  failureTitle: string,
): Promise<ApiResult<Checklist>> {
  return api.post('/api/customer-documents/checklist', customerId ? { CustomerId: customerId } : {}, {
    failureTitle,
    parse: (b) => b.Data,
  });
}

export function requestUpload(
  input: MediaOwner & { title: string; fileName: string; extension: string; size: number },
  failureTitle: string,
): Promise<ApiResult<UploadTicket>> {
  return api.post(
    '/api/medias/upload-url',
    {
      ObjectId: input.objectId,
      ObjectType: input.objectType,
      Title: input.title,
      FileName: input.fileName,
      FileExtension: input.extension,
      Size: input.size,
    },
    { failureTitle, parse: (b) => b.Data },
  );
}

export function confirmUpload(uploadId: string, failureTitle: string): Promise<ApiResult<Media>> {
  return api.post(
    '/api/medias/confirm-upload',
    { UploadId: uploadId },
    { failureTitle, parse: (b) => b.Data },
  );
}

export function deleteMedia(mediaId: string, failureTitle: string): Promise<ApiResult<unknown>> {
  return api.delete('/api/medias/{MediaId}', { params: { MediaId: mediaId }, failureTitle });
}

export function downloadUrl(mediaId: string, failureTitle: string): Promise<ApiResult<{ URL: string }>> {
  return api.post('/api/medias/download-url', { MediaId: mediaId }, { failureTitle, parse: (b) => b.Data });
}
