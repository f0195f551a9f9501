import { afterAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KIND_FIELDS, ACTIVITY_KINDS, type ActivityEntry } from '@contracts/activity-record';
import { loadLanguage } from '@/lib/i18n';
import { choiceLabel, fieldLabel, kindLabel } from './activity-labels';
import {
  activityFormErrors,
  activityResolver,
  emptyActivityValues,
  entryFacts,
  formPathOf,
  groupByKind,
  kindFields,
  toEntryInput,
  valuesFromEntry,
  type ActivityFormValues,
} from './activity-model';
import { termText } from '@/lib/term-text';
import { entryDates } from './activity-entry-card';

const entry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  teacher_id: 7,
  kind: 'exhibition',
  title: 'Luz de invierno',
  start_date: '2025-03-12',
  end_date: '2025-04-20',
  description: null,
  organization: 'Centro Cultural de España',
  role: null,
  city: 'Ciudad de Guatemala',
  country: 'GT',
  production_type: null,
  platform_or_medium: null,
  format: 'group',
  selection: 'curated',
  scope: 'international',
  links: ['https://example.org/luz'],
  visibility: 'school',
  evidence: { documents: [{ id: 3, name: 'catalogo.pdf' }], works: [{ id: 9, title: 'Nocturno' }] },
  review: { state: 'pending', by: null, at: null, note: null },
  updated_at: '2025-05-01T10:00:00Z',
  can: { edit: true, delete: true, review: false },
  ...overrides,
});

const filled = (overrides: Partial<ActivityFormValues> = {}): ActivityFormValues => ({
  ...emptyActivityValues(),
  kind: 'production_credit',
  title: 'Ciudad de Niebla',
  start_date: '2024-06-01',
  production_type: 'game',
  role: 'Directora de arte',
  ...overrides,
});

const resolve = (values: ActivityFormValues) =>
  activityResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

afterAll(() => loadLanguage('es'));

describe('kindFields', () => {
  it('gives each kind exactly the contract’s fields, its required ones marked', () => {
    for (const kind of ACTIVITY_KINDS) {
      const fields = kindFields(kind);
      const { required, optional } = ACTIVITY_KIND_FIELDS[kind];
      expect(fields.map(({ field }) => field).sort()).toEqual([...required, ...optional].sort());
      expect(fields.filter((field) => field.required).map(({ field }) => field)).toEqual(
        fields.map(({ field }) => field).filter((field) => required.includes(field)),
      );
    }
  });
});

describe('groupByKind', () => {
  it('keeps the kinds’ order and the list’s order inside each group, and leaves empty kinds out', () => {
    const list = [
      entry({ id: 1, kind: 'talk' }),
      entry({ id: 2, kind: 'production_credit' }),
      entry({ id: 3, kind: 'talk' }),
    ];
    expect(groupByKind(list).map((group) => [group.kind, group.entries.map((item) => item.id)])).toEqual([
      ['production_credit', [2]],
      ['talk', [1, 3]],
    ]);
    expect(groupByKind([])).toEqual([]);
  });
});

describe('labels in both languages', () => {
  it('writes kinds, choices and fields in Spanish, then in English', async () => {
    await loadLanguage('es', ['activity']);
    expect(kindLabel('exhibition')).toBe('Exposición o proyección');
    expect(choiceLabel('selection', 'juried')).toBe('Con jurado');
    expect(fieldLabel('organization', 'production_credit')).toBe('Estudio o cliente');
    await loadLanguage('en', ['activity']);
    expect(kindLabel('exhibition')).toBe('Exhibition or screening');
    expect(choiceLabel('selection', 'juried')).toBe('Juried');
    expect(choiceLabel('scope', 'international')).toBe('International');
    expect(fieldLabel('organization', 'production_credit')).toBe('Studio or client');
    expect(choiceLabel('format', 'unknown')).toBe('unknown');
  });

  it('lists an entry’s facts with their labels, choices and the country written out', async () => {
    await loadLanguage('en', ['activity']);
    const facts = entryFacts(entry(), (code) => `country:${code}`);
    expect(facts.map(({ label, value }) => `${label}=${value}`)).toEqual([
      'Venue or festival=Centro Cultural de España',
      'Format=Group',
      'Selection=Curated',
      'Scope=International',
      'City=Ciudad de Guatemala',
      'Country=country:GT',
    ]);
  });

  it('writes dates and terms in the reader’s format', async () => {
    await loadLanguage('es', ['activity']);
    expect(entryDates(entry())).toBe('12/03/2025 – 20/04/2025');
    expect(entryDates(entry({ end_date: null }))).toBe('12/03/2025');
    expect(termText({ academic_year: 2026, semester: '1' }, '—')).toBe('2026 · Primer semestre');
    expect(termText({ academic_year: null, semester: null }, '—')).toBe('—');
    await loadLanguage('en', ['activity']);
    expect(entryDates(entry())).toBe('03/12/2025 – 04/20/2025');
  });
});

describe('the form model', () => {
  it('reads a saved entry back into the form and sends it unchanged', () => {
    const saved = entry();
    const values = valuesFromEntry(saved);
    expect(values.links).toEqual([{ url: 'https://example.org/luz' }]);
    expect(values.document_ids).toEqual([3]);
    expect(values.work_ids).toEqual([9]);
    const input = toEntryInput(values);
    expect(input).toMatchObject({
      kind: 'exhibition',
      organization: 'Centro Cultural de España',
      format: 'group',
      selection: 'curated',
      scope: 'international',
      country: 'GT',
      links: ['https://example.org/luz'],
      visibility: 'school',
    });
  });

  it('clears the fields the chosen kind does not ask for, empty texts and empty links', () => {
    const input = toEntryInput(
      filled({ format: 'solo', city: 'Antigua', end_date: '', links: [{ url: '' }, { url: ' https://a.example ' }] }),
    );
    expect(input.format).toBeNull();
    expect(input.city).toBeNull();
    expect(input.end_date).toBeNull();
    expect(input.links).toEqual(['https://a.example']);
    expect(input.production_type).toBe('game');
  });

  it('passes a complete entry through the contract’s schema', async () => {
    const result = await resolve(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ kind: 'production_credit', visibility: 'staff', organization: null });
  });

  it('refuses an end before the start, a kind’s missing field and a bad link at their fields', async () => {
    await loadLanguage('es', ['activity']);
    const values = filled({
      role: '',
      end_date: '2024-05-01',
      links: [{ url: '' }, { url: 'ftp://nope' }],
    });
    const { errors } = await resolve(values);
    expect(errors.end_date?.message).toBe('La fecha de fin no puede ser anterior a la de inicio');
    expect(errors.role?.message).toBe('Este tipo de actividad pide este dato');
    // The empty first link is not sent: the schema's links.0 is the form's second input.
    expect(errors.links?.[1]?.url?.message).toBe('Cada enlace debe empezar por http:// o https://');
  });

  it('shows the kind’s required fields with the title and dates missing, at one press', async () => {
    await loadLanguage('es', ['activity']);
    const { errors } = await resolve({ ...emptyActivityValues(), kind: 'jury_service' });
    expect(errors.title).toBeDefined();
    expect(errors.start_date).toBeDefined();
    expect(errors.organization?.message).toBe('Este tipo de actividad pide este dato');
    expect(errors.role?.message).toBe('Este tipo de actividad pide este dato');
    expect(errors.scope).toBeUndefined();
  });

  it('asks for a kind and a start date first', async () => {
    const { errors } = await resolve({ ...emptyActivityValues(), title: 'x' });
    expect(errors.kind).toBeDefined();
  });

  it('places issues by path, a link’s on its own input', () => {
    const values = filled({ links: [{ url: '' }, { url: 'x' }, { url: 'y' }] });
    expect(formPathOf(['links', 1], values)).toBe('links.2.url');
    expect(formPathOf(['links'], values)).toBe('links');
    expect(formPathOf(['links', 5], values)).toBe('links');
    expect(formPathOf(['title'], values)).toBe('title');
    const errors = activityFormErrors(values, [
      { path: ['title'], message: 'uno', code: 'custom' },
      { path: ['title'], message: 'dos', code: 'custom' },
      { path: ['links', 0], message: 'enlace', code: 'custom' },
    ]);
    expect(errors.title?.message).toBe('uno');
    expect(errors.links?.[1]?.url?.message).toBe('enlace');
  });
});
