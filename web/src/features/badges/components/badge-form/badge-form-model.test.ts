import { describe, expect, it } from 'vitest';
import { speak } from '@/lib/testing/texts';
import { BADGE_MESSAGES } from '@contracts/badge-messages';
import type { Badge } from '@contracts/badges';
import { badgeResolver, emptyBadgeValues, previewOf, valuesFromBadge, type BadgeFormValues } from './badge-form-model';

// Spanish with this feature's catalogue added to the others (loadAndActivate would replace them all).
await speak('es', ['badges']);

const values = (overrides: Partial<BadgeFormValues> = {}): BadgeFormValues => ({
  ...emptyBadgeValues(2026),
  ...overrides,
});

async function resolve(input: BadgeFormValues) {
  return badgeResolver()(input, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the badge form values', () => {
  it('starts a new badge this year with the form colour #6366f1 (§9) and no type', () => {
    expect(emptyBadgeValues(2026)).toEqual({
      badge_name: '',
      badge_code: '',
      badge_type: '',
      year: '2026',
      description: '',
      badge_color: '#6366f1',
    });
  });

  it('fills the form from a badge to edit', () => {
    const badge: Badge = {
      id: 4,
      badge_name: 'Mentor',
      badge_code: 'B0004',
      badge_type: 'community',
      year: 2024,
      description: null,
      badge_color: '#112233',
      image_url: '/api/badges/4/image?v=1',
      assigned_count: 2,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    };
    expect(valuesFromBadge(badge)).toEqual({
      badge_name: 'Mentor',
      badge_code: 'B0004',
      badge_type: 'community',
      year: '2024',
      description: '',
      badge_color: '#112233',
    });
  });

  it("checks the fields with the contract's schema and its messages", async () => {
    const refused = await resolve(values({ badge_code: 'B 01', year: '1999', badge_color: 'red' }));
    expect(refused.errors.badge_name?.message).toBe(BADGE_MESSAGES.nameRequired.message);
    expect(refused.errors.badge_code?.message).toBe(BADGE_MESSAGES.codeFormat.message);
    expect(refused.errors.badge_type?.message).toBe(BADGE_MESSAGES.typeInvalid.message);
    expect(refused.errors.year?.message).toMatch(/^El año debe ser un número entero entre 2000 y \d{4}$/);
    expect(refused.errors.badge_color?.message).toBe(BADGE_MESSAGES.colorInvalid.message);

    const accepted = await resolve(
      values({ badge_name: ' Mentor ', badge_code: 'B0004', badge_type: 'course', year: '2025', description: '  ' }),
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({
      badge_name: 'Mentor',
      badge_code: 'B0004',
      badge_type: 'course',
      year: 2025,
      description: null,
      badge_color: '#6366f1',
    });
  });
});

describe('previewOf (the live preview)', () => {
  it('follows every field as it is typed', () => {
    expect(
      previewOf(
        values({
          badge_name: ' Mentor ',
          badge_code: 'B0004',
          badge_type: 'pensum',
          year: '2024',
          description: ' Guía ',
          badge_color: '#ABCDEF',
        }),
        2026,
      ),
    ).toEqual({
      name: 'Mentor',
      code: 'B0004',
      typeLabel: 'Pensum',
      year: 2024,
      description: 'Guía',
      color: '#ABCDEF',
    });
  });

  it('shows placeholders for empty texts and no type', () => {
    expect(previewOf(values(), 2026)).toEqual({
      name: 'Nombre del badge',
      code: 'CÓDIGO',
      typeLabel: 'Tipo de badge',
      year: 2026,
      description: null,
      color: '#6366f1',
    });
  });

  it('shows the current year while the year is empty or not a whole number', () => {
    expect(previewOf(values({ year: '' }), 2026).year).toBe(2026);
    expect(previewOf(values({ year: '20.5' }), 2026).year).toBe(2026);
    expect(previewOf(values({ year: '202' }), 2026).year).toBe(202);
  });

  it('keeps the form colour while a colour is half typed, and shows what an empty colour saves (#FFD700)', () => {
    expect(previewOf(values({ badge_color: '#12' }), 2026).color).toBe('#6366f1');
    expect(previewOf(values({ badge_color: '' }), 2026).color).toBe('#FFD700');
  });
});
