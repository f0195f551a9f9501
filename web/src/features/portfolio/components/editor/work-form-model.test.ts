import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import { PORTFOLIO_MAX_WORKS, PORTFOLIO_MESSAGES } from '@contracts/portfolio-texts';
import { PHOTO_MAX_MEGAPIXELS, PHOTO_MESSAGES } from '@contracts/photos';
import { PortfolioWorkFieldsSchema, type PortfolioWork } from '@contracts/portfolio';
import { ApiError } from '@/lib/api-client';
import {
  emptyWorkValues,
  pickWorkImage,
  serverImageProblem,
  serverTechniqueProblem,
  techniqueText,
  valuesFromWork,
  visibilityEntries,
  workImageProblem,
} from './work-form-model';
import { translate } from '@contracts/i18n/texts';

i18n.load({ es, en });
i18n.activate('es');

const work: PortfolioWork = {
  id: 7,
  teacher_id: 3,
  position: 1,
  title: 'Ciudad sumergida',
  year: 2021,
  technique_code: 'ilustracion-digital',
  technique_label: 'Ilustración digital',
  technique_note: 'pintura en tableta',
  description: 'Serie de tres piezas.',
  link_url: 'https://www.artstation.com/artwork/abc',
  visibility: 'staff',
  hidden: null,
  image: { small_url: '/s', medium_url: '/m', large_url: '/l', width: 1024, height: 768 },
  updated_at: '2026-11-20T10:00:00.000Z',
  can: { edit: true, delete: true, hide: false },
};

describe('valuesFromWork', () => {
  it('shows every field of a saved work as text', () => {
    expect(valuesFromWork(work)).toEqual({
      title: 'Ciudad sumergida',
      year: '2021',
      technique_code: 'ilustracion-digital',
      technique_note: 'pintura en tableta',
      description: 'Serie de tres piezas.',
      link_url: 'https://www.artstation.com/artwork/abc',
      visibility: 'staff',
    });
  });

  it('turns what the work lacks into empty inputs', () => {
    const bare = {
      ...work,
      year: null,
      technique_code: null,
      technique_label: null,
      technique_note: null,
      description: null,
      link_url: null,
      visibility: 'public' as const,
    };
    expect(valuesFromWork(bare)).toEqual({ ...emptyWorkValues(), title: 'Ciudad sumergida' });
  });

  it('gives back the same fields through the contract schema (edit, save unchanged)', () => {
    const parsed = PortfolioWorkFieldsSchema.parse(valuesFromWork(work));
    expect(parsed).toEqual({
      title: work.title,
      year: 2021,
      technique_code: work.technique_code,
      technique_note: work.technique_note,
      description: work.description,
      link_url: work.link_url,
      visibility: 'staff',
    });
  });
});

describe('emptyWorkValues', () => {
  it('starts public, and the schema asks for a title', () => {
    expect(emptyWorkValues().visibility).toBe('public');
    const result = PortfolioWorkFieldsSchema.safeParse(emptyWorkValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([translate(PORTFOLIO_MESSAGES.titleRequired)]);
  });
});

describe('techniqueText', () => {
  it('joins the label and the free words, or gives either alone', () => {
    expect(techniqueText(work)).toBe('Ilustración digital · pintura en tableta');
    expect(techniqueText({ technique_label: null, technique_note: 'óleo' })).toBe('óleo');
    expect(techniqueText({ technique_label: 'Escultura', technique_note: null })).toBe('Escultura');
    expect(techniqueText({ technique_label: null, technique_note: null })).toBeNull();
  });
});

describe('visibilityEntries', () => {
  it('offers both visibilities, labelled in the active language', () => {
    expect(visibilityEntries()).toEqual([
      { code: 'public', label: 'Visible para toda la escuela' },
      { code: 'staff', label: 'Solo administración' },
    ]);
    i18n.activate('en');
    expect(visibilityEntries()).toEqual([
      { code: 'public', label: 'Visible to the whole school' },
      { code: 'staff', label: 'Staff only' },
    ]);
    i18n.activate('es');
  });
});

describe('the image picked', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes JPG, PNG and WebP up to 10 MB', () => {
    expect(workImageProblem(file('obra.jpg', 'image/jpeg'))).toBeNull();
    expect(workImageProblem(file('obra.PNG', 'image/png'))).toBeNull();
    expect(workImageProblem(file('obra.webp', ''))).toBeNull();
    expect(workImageProblem(file('obra.png', 'image/png', 10_000_000))).toBeNull();
  });

  it('refuses other kinds and bigger files with the contract messages', () => {
    expect(workImageProblem(file('obra.gif', 'image/gif'))).toBe(translate(PORTFOLIO_MESSAGES.imageType));
    expect(workImageProblem(file('obra.png', 'image/svg+xml'))).toBe(translate(PORTFOLIO_MESSAGES.imageType));
    expect(workImageProblem(file('obra.jpg', 'image/jpeg', 10_000_001))).toBe(
      translate(PORTFOLIO_MESSAGES.imageTooLarge),
    );
  });

  it('refuses more than one file at once', () => {
    const a = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(pickWorkImage([a, a])).toEqual({ file: null, problem: 'Selecciona una sola imagen.' });
    expect(pickWorkImage([a])).toEqual({ file: a, problem: null });
    expect(pickWorkImage([])).toEqual({ file: null, problem: null });
  });
});

describe('the server refusals placed on the form', () => {
  const refusal = (status: number, code: string, message: string) =>
    new ApiError(status, JSON.stringify({ code, message }));

  it('puts a refused image under the image, with the server words or the size message', () => {
    expect(serverImageProblem(refusal(400, 'FILE_CONTENT_MISMATCH', translate(PORTFOLIO_MESSAGES.imageType)))).toBe(
      translate(PORTFOLIO_MESSAGES.imageType),
    );
    expect(serverImageProblem(refusal(400, 'PHOTO_UNREADABLE', translate(PORTFOLIO_MESSAGES.imageUnreadable)))).toBe(
      translate(PORTFOLIO_MESSAGES.imageUnreadable),
    );
    expect(serverImageProblem(refusal(413, 'FILE_TOO_LARGE', 'Too large'))).toBe(
      translate(PORTFOLIO_MESSAGES.imageTooLarge),
    );
    const tooManyPixels = translate(PHOTO_MESSAGES.tooManyPixels, {
      width: 10_000,
      height: 10_000,
      max: PHOTO_MAX_MEGAPIXELS,
    });
    expect(serverImageProblem(refusal(422, 'IMAGE_TOO_MANY_PIXELS', tooManyPixels))).toBe(tooManyPixels);
  });

  it('leaves a busy server to the toast', () => {
    expect(serverImageProblem(refusal(503, 'SERVER_BUSY', 'Inténtalo de nuevo en unos segundos.'))).toBeNull();
    expect(serverImageProblem(refusal(429, 'RATE_LIMITED', 'Ya tienes dos subidas en curso.'))).toBeNull();
  });

  it('leaves other refusals to the toast', () => {
    expect(
      serverImageProblem(
        refusal(409, 'PORTFOLIO_FULL', translate(PORTFOLIO_MESSAGES.tooMany, { max: PORTFOLIO_MAX_WORKS })),
      ),
    ).toBeNull();
    expect(serverImageProblem(new Error('offline'))).toBeNull();
    expect(
      serverTechniqueProblem(
        refusal(409, 'PORTFOLIO_FULL', translate(PORTFOLIO_MESSAGES.tooMany, { max: PORTFOLIO_MAX_WORKS })),
      ),
    ).toBeNull();
  });

  it('puts an unknown technique under the technique', () => {
    expect(
      serverTechniqueProblem(
        refusal(400, 'PORTFOLIO_TECHNIQUE_INVALID', translate(PORTFOLIO_MESSAGES.techniqueInvalid)),
      ),
    ).toBe(translate(PORTFOLIO_MESSAGES.techniqueInvalid));
  });
});
