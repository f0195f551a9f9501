import { describe, expect, it, vi } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import { ApiError } from './api-client';
import { applyServerIssues, type IssueForm } from './form-errors';

const refused = (issues: { path: (string | number)[]; message: string }[]) =>
  new ApiError(
    400,
    JSON.stringify({ code: 'VALIDATION_FAILED', message: issues[0]?.message ?? 'Invalid request', issues }),
  );

/** A form holding `values`, recording what is set on it. */
function formOf<T extends FieldValues>(values: T) {
  const setError = vi.fn();
  const form = { getValues: () => values, setError } as unknown as IssueForm<T>;
  return {
    form,
    setError,
    placed: () => setError.mock.calls.map(([field, error]) => [field, (error as { message: string }).message]),
  };
}

const values = {
  name: '',
  year: '',
  bibliography: ['a', 'b'],
  social_media: { linkedin: '', portfolio: '' },
  badge_code: [] as string[],
};

describe('applyServerIssues (the server field issues of a refused save, on the form)', () => {
  it('sets each issue on its field as a server error, and answers that some were placed', () => {
    const { form, setError, placed } = formOf(values);
    expect(
      applyServerIssues(
        form,
        refused([
          { path: ['name'], message: 'El nombre es obligatorio' },
          { path: ['year'], message: 'Año inválido' },
        ]),
      ),
    ).toBe(true);
    expect(placed()).toEqual([
      ['name', 'El nombre es obligatorio'],
      ['year', 'Año inválido'],
    ]);
    expect(setError.mock.calls[0]?.[1]).toEqual({ type: 'server', message: 'El nombre es obligatorio' });
  });

  it('places only the first issue of a field, an issue inside a list on the list, and a nested field by its whole path', () => {
    const { form, placed } = formOf(values);
    applyServerIssues(
      form,
      refused([
        { path: ['name'], message: 'primera' },
        { path: ['name'], message: 'segunda' },
        { path: ['bibliography', 0], message: 'Debe ser una URL válida' },
        { path: ['bibliography', 1], message: 'Debe ser una URL válida' },
        { path: ['social_media', 'linkedin'], message: 'El enlace debe empezar por http:// o https://' },
      ]),
    );
    expect(placed()).toEqual([
      ['name', 'primera'],
      ['bibliography', 'Debe ser una URL válida'],
      ['social_media.linkedin', 'El enlace debe empezar por http:// o https://'],
    ]);
  });

  it('leaves the fields the form does not have (and a group of fields) to the caller', () => {
    const { form, setError } = formOf(values);
    expect(
      applyServerIssues(
        form,
        refused([
          { path: ['unknown'], message: 'x' },
          { path: ['social_media'], message: 'y' },
          { path: ['social_media', 'other'], message: 'z' },
          { path: [], message: 'w' },
        ]),
      ),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it("reads a server field under the form's own name", () => {
    const { form, placed } = formOf(values);
    applyServerIssues(form, refused([{ path: ['badge_codes'], message: 'Máximo 3 badges por curso' }]), {
      renames: { badge_codes: 'badge_code' },
    });
    expect(placed()).toEqual([['badge_code', 'Máximo 3 badges por curso']]);
  });

  it('focuses the first field placed only when asked', () => {
    const issues = [
      { path: ['name'], message: 'a' },
      { path: ['year'], message: 'b' },
    ];
    const quiet = formOf(values);
    applyServerIssues(quiet.form, refused(issues));
    expect(quiet.setError.mock.calls.map((call) => call[2])).toEqual([{ shouldFocus: false }, { shouldFocus: false }]);
    const focusing = formOf(values);
    applyServerIssues(focusing.form, refused(issues), { focus: true });
    expect(focusing.setError.mock.calls.map((call) => call[2])).toEqual([
      { shouldFocus: true },
      { shouldFocus: false },
    ]);
  });

  it('places nothing for an error without issues: another code, an HTML page, a network failure', () => {
    const { form, setError } = formOf(values);
    expect(
      applyServerIssues(form, new ApiError(409, JSON.stringify({ code: 'COURSE_CODE_TAKEN', message: 'Ya existe' }))),
    ).toBe(false);
    expect(applyServerIssues(form, new ApiError(502, '<html>'))).toBe(false);
    expect(applyServerIssues(form, new TypeError('Network error'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('puts a refusal that names no field under the field its code concerns (a common password)', () => {
    const { form, setError, placed } = formOf({ password: '' });
    const tooCommon = new ApiError(
      400,
      JSON.stringify({ code: 'PASSWORD_TOO_COMMON', message: 'Esa contraseña es demasiado común: elige otra.' }),
    );
    expect(applyServerIssues(form, tooCommon)).toBe(false);
    expect(applyServerIssues(form, tooCommon, { codes: { PASSWORD_TOO_COMMON: 'password' }, focus: true })).toBe(true);
    expect(placed()).toEqual([['password', 'Esa contraseña es demasiado común: elige otra.']]);
    expect(setError.mock.calls[0]?.[2]).toEqual({ shouldFocus: true });
  });
});
