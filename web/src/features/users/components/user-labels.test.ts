import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, type ManagedUser } from '@contracts/users';
import { lockedReason, roleFilterValue, USER_TOASTS } from './user-labels';

const user = (fields: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 7,
  username: 'ana',
  email: 'ana@school.test',
  role: 'staff',
  profile: null,
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...fields,
});

describe('lockedReason', () => {
  it('offers every action on another account without a profile', () => {
    for (const action of ['role', 'disable', 'delete'] as const) expect(lockedReason(user(), 1, action)).toBeNull();
  });

  it('keeps the own account from being demoted, disabled or deleted', () => {
    for (const action of ['role', 'disable', 'delete'] as const)
      expect(lockedReason(user({ id: 1 }), 1, action)).toBe(USER_MESSAGES.ownAccount);
  });

  it('keeps the role of an account with a profile and deletes it only with its profile', () => {
    const teacher = user({ role: 'teacher', profile: 'teacher' });
    expect(lockedReason(teacher, 1, 'role')).toBe(USER_MESSAGES.profileKeepsRole('teacher'));
    expect(lockedReason(teacher, 1, 'delete')).toBe(USER_MESSAGES.hasProfile('teacher'));
    expect(lockedReason(teacher, 1, 'disable')).toBeNull();
  });
});

describe('texts', () => {
  it("names the new user in 'User created' (§8)", () => {
    expect(USER_TOASTS.created('marta')).toEqual({
      title: 'User created',
      description: 'marta has been created successfully.',
    });
  });

  it('reads the role filter, every role for anything else', () => {
    expect(roleFilterValue('teacher')).toBe('teacher');
    expect(roleFilterValue('all')).toBeUndefined();
  });
});
