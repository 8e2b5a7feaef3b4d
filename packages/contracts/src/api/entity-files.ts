// Files an application carries (spec 001 sections 2, 5, 7 and 9): wholesale investor certificates and
// trust deed attachments. Uploads are multipart (a `file` part, optionally a `file_name` field); the
// rules of a single file (pdf, png, jpg; 10 MB) are those of upload.ts.
import * as z from 'zod/mini';

export const ACCOUNT_FILE_KINDS = ['certificate', 'deed_attachment'] as const;
export type TAccountFileKind = (typeof ACCOUNT_FILE_KINDS)[number];

/** How many files of each kind an account may hold (spec section 9: certificates 10, trust deeds 5). */
export const ACCOUNT_FILE_LIMITS: Record<TAccountFileKind, number> = { certificate: 10, deed_attachment: 5 };

/** The path segment of each kind: /api/accounts/{id}/{segment}/. */
export const ACCOUNT_FILE_PATHS: Record<TAccountFileKind, string> = {
  certificate: 'certificates',
  deed_attachment: 'deed-attachments',
};

export const accountFilePath = (accountId: number, kind: TAccountFileKind): string =>
  `/api/accounts/${accountId}/${ACCOUNT_FILE_PATHS[kind]}/`;

export const CERTIFICATE_TEMPLATE_PATH = '/api/certificate-template/';
export const CERTIFICATE_TEMPLATE_DOWNLOAD_PATH = '/api/certificate-template/download/';
export const CERTIFICATE_TEMPLATE_FILE_NAME = 'wholesale-investor-certificate.pdf';

export const accountFileTexts = {
  // ours: the spec gives the limits without wording
  tooManyFiles: (max: number) => `You can upload up to ${max} files`,
  // ours: a submit with no file ('at least 1 file to submit')
  atLeastOneFile: 'Please upload at least 1 file',
  fileDeleted: 'The file has been deleted.',
  certificateTitle: 'Wholesale investor certificate',
  certificateIntro:
    'Upload a certificate from a qualified accountant, issued within the last two years, confirming that you are a wholesale client (section 708 of the Corporations Act 2001).',
  downloadTemplate: 'Download the certificate template',
  deedTitle: 'Trust deed',
  deedIntro: 'Upload a certified copy of the trust deed, including any amendments (up to 5 files).',
  // spec: the Skip dialog's title; ours: its body
  deedRequiredTitle: 'Trust deed required',
  // ours: the reminder while a trust or SMSF has no trust deed
  deedMissing:
    'The trust deed has not been uploaded yet. The account will not be activated until we receive it.',
  uploadDeed: 'Upload trust deed',
  deedRequiredBody:
    'We need a certified copy of the trust deed before the account can be opened. You can skip this step now, but the account will not be activated until the trust deed is received.',
  uploadFile: 'Upload file',
  skip: 'Skip',
  skipAnyway: 'Skip for now',
  uploadNow: 'Upload now',
} as const;

/** An account and one of its files, as text: an id that cannot name a row answers 404 (see path.ts). */
export const ZAccountFilePathSchema = z.object({ id: z.string(), fileId: z.string() });

/**
 * The multipart form of an upload, as the API document describes it: the server reads the parts as they
 * stream in, so the route checks nothing of it here and a missing `file` answers 400 as the file's own error.
 */
export const ZAccountFileUploadRequestSchema = z.object({
  file: z.optional(z.string()),
  file_name: z.optional(z.string()),
});

export const ZAccountFileSchema = z.object({
  id: z.number(),
  kind: z.enum(ACCOUNT_FILE_KINDS),
  file_name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** ISO timestamp of the upload. */
  created: z.string(),
  /** GET it with the session to download the file (Content-Disposition: attachment). */
  download_url: z.string(),
});
export type TAccountFile = z.infer<typeof ZAccountFileSchema>;
export const ZAccountFilesResponseSchema = z.array(ZAccountFileSchema);

export const ZCertificateTemplateResponseSchema = z.object({ certificate_template: z.string() });
export type TCertificateTemplateResponse = z.infer<typeof ZCertificateTemplateResponseSchema>;
