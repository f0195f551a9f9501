import { z } from 'zod';
import { ACCEPTED_DOCUMENT_EXTENSIONS } from '@contracts/catalogues/documents';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MAX_MB } from '@contracts/constants';
import { DOCUMENT_MESSAGES, ExpiryDateSchema } from '@contracts/documents';
import { inReadersLanguage, translate } from '@contracts/i18n/texts';

export function hasAcceptedExtension(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && (ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The upload form's rules with the §5 messages: a file (pdf/jpg/jpeg/png, at most 10 MB) and a document type. */
export const UploadFormSchema = z.object({
  file: z
    .instanceof(File)
    .nullable()
    .superRefine((file, ctx) => {
      if (!file) ctx.addIssue({ code: 'custom', message: translate(DOCUMENT_MESSAGES.fileRequired) });
      else if (!hasAcceptedExtension(file.name))
        ctx.addIssue({ code: 'custom', message: translate(DOCUMENT_MESSAGES.extensionRefused) });
      else if (file.size > DOCUMENT_MAX_BYTES)
        ctx.addIssue({
          code: 'custom',
          message: translate(DOCUMENT_MESSAGES.tooLarge, { megabytes: DOCUMENT_MAX_MB }),
        });
    }),
  document_tag: z.string().min(1, inReadersLanguage(DOCUMENT_MESSAGES.tagRequired)),
  /** Optional: contracts, visas and certifications get reminders before this day. */
  expires_at: z
    .string()
    .refine((value) => ExpiryDateSchema.safeParse(value).success, inReadersLanguage(DOCUMENT_MESSAGES.expiryInvalid))
    .optional(),
});
export type UploadFormValues = z.input<typeof UploadFormSchema>;

export const UPLOAD_FORM_DEFAULTS: UploadFormValues = { file: null, document_tag: '', expires_at: '' };
