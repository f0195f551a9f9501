import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { VISIBILITY_LABELS } from '../work-visibility';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PORTFOLIO_IMAGE_EXTENSIONS,
  PORTFOLIO_IMAGE_MAX_BYTES,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VISIBILITIES,
  type PortfolioVisibility,
} from '@contracts/portfolio-texts';
import { PortfolioWorkFieldsSchema, type PortfolioWork, type PortfolioWorkFields } from '@contracts/portfolio';
import type { CatalogueEntry } from '@contracts/catalogues/catalogue';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { translate } from '@contracts/i18n/texts';

/** What the work form's inputs hold, as typed; PortfolioWorkFieldsSchema turns it into the fields sent. */
export interface WorkFormValues {
  title: string;
  year: string;
  /** A code of the techniques' catalogue, '' for none. */
  technique_code: string;
  technique_note: string;
  description: string;
  link_url: string;
  visibility: PortfolioVisibility;
}

export type WorkFormField = keyof WorkFormValues;

/** A new work: every text empty, visible to the whole school. */
export const emptyWorkValues = (): WorkFormValues => ({
  title: '',
  year: '',
  technique_code: '',
  technique_note: '',
  description: '',
  link_url: '',
  visibility: 'public',
});

/** A saved work as the form shows it for editing (no value becomes ''). */
export function valuesFromWork(work: PortfolioWork): WorkFormValues {
  return {
    title: work.title,
    year: work.year === null ? '' : String(work.year),
    technique_code: work.technique_code ?? '',
    technique_note: work.technique_note ?? '',
    description: work.description ?? '',
    link_url: work.link_url ?? '',
    visibility: work.visibility,
  };
}

/** The contract's schema as a resolver over the form's own value types (it takes strings and reads the year). */
export function workResolver(): Resolver<WorkFormValues, unknown, PortfolioWorkFields> {
  return zodResolver(PortfolioWorkFieldsSchema) as unknown as Resolver<WorkFormValues, unknown, PortfolioWorkFields>;
}

/** The visibilities as a select's entries, labelled in the active language. */
export const visibilityEntries = (): readonly CatalogueEntry<PortfolioVisibility>[] =>
  PORTFOLIO_VISIBILITIES.map((code) => ({ code, label: i18n._(VISIBILITY_LABELS[code]) }));

/** The technique as a card shows it: the catalogue's label and the free words, either alone, or null with neither. */
export function techniqueText(work: Pick<PortfolioWork, 'technique_label' | 'technique_note'>): string | null {
  const parts = [work.technique_label, work.technique_note].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
const EXTENSIONS: readonly string[] = PORTFOLIO_IMAGE_EXTENSIONS;

/** The picker's `accept` (react-dropzone): JPG, PNG and WebP. */
export const PORTFOLIO_IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why the browser refuses a work's image before sending it, or null when it may go: JPG, PNG or WebP by its
 * extension and media type, of at most 10 MB. The server reads the bytes again.
 */
export function workImageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name))) return translate(PORTFOLIO_MESSAGES.imageType);
  if (file.type && !IMAGE_TYPES.includes(file.type.toLowerCase())) return translate(PORTFOLIO_MESSAGES.imageType);
  if (file.size > PORTFOLIO_IMAGE_MAX_BYTES) return translate(PORTFOLIO_MESSAGES.imageTooLarge);
  return null;
}

/** The one file of a choice or drop and why it is refused (more than one file is refused too). */
export function pickWorkImage(files: readonly File[]): { file: File | null; problem: string | null } {
  if (files.length === 0) return { file: null, problem: null };
  if (files.length > 1) return { file: null, problem: t`Selecciona una sola imagen.` };
  const file = files[0]!;
  const problem = workImageProblem(file);
  return problem ? { file: null, problem } : { file, problem: null };
}

const IMAGE_CODES = new Set([
  'FILE_REQUIRED',
  'FILE_TYPE_REFUSED',
  'FILE_CONTENT_MISMATCH',
  'FILE_EMPTY',
  'IMAGE_TYPE_REFUSED',
  'PHOTO_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'ONE_FILE_ONLY',
]);
const IMAGE_SIZE_CODES = new Set(['FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);

/**
 * The message to show under the image when the server refused it (by the answer's code, never its words), or null
 * when the refusal is about something else.
 */
export function serverImageProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  if (IMAGE_SIZE_CODES.has(error.code)) return translate(PORTFOLIO_MESSAGES.imageTooLarge);
  if (IMAGE_CODES.has(error.code)) return getErrorMessage(error, translate(PORTFOLIO_MESSAGES.imageType));
  return null;
}

/** The message to show under the technique when the server does not know the code chosen (a technique removed). */
export const serverTechniqueProblem = (error: unknown): string | null =>
  error instanceof ApiError && error.code === 'PORTFOLIO_TECHNIQUE_INVALID'
    ? getErrorMessage(error, translate(PORTFOLIO_MESSAGES.techniqueInvalid))
    : null;
