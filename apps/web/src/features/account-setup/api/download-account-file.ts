// GET the file's download_url (/api/accounts/{id}/.../{fileId}/download/) with the session, as a Blob.
import type { TAccountFile } from '@portal/contracts/api/entity-files';
import { API_BASE, http } from '@/shared/api/http-client';

export const downloadAccountFile = (file: TAccountFile) =>
  http.get<Blob>(file.download_url.slice(API_BASE.length), { download: '*/*' });
