import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { USER_MESSAGES, type ManagedUser } from '@contracts/users';
import { lockedReason, roleFilterValue, USER_TOASTS } from './user-labels';
import { asDeclared, setTranslator, translate } from '@contracts/i18n/texts';
import { messages as contractsEn } from '@contracts/locales/areas/en.po';
import { messages as contractsEs } from '@contracts/locales/areas/es.po';

const user = (fields: Partial<ManagedUser> = {}): ManagedUser => ({
  id: 7,
  username: 'ana',
  email: 'ana@school.test',
  role: 'staff',
  profile: null,
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  can: {
    change_role: true,
    disable: true,
    reset_password: true,
    remove_second_factors: true,
    delete: true,
    refused: {},
  },
  ...fields,
});
const refusing = (refused: ManagedUser['can']['refused']): ManagedUser['can'] => ({
  change_role: !refused.change_role,
  disable: !refused.disable,
  reset_password: true,
  remove_second_factors: true,
  delete: !refused.delete,
  refused,
});

describe('lockedReason', () => {
  const actions = ['change_role', 'disable', 'delete'] as const;

  it('offers every action the server allows', () => {
    for (const action of actions) expect(lockedReason(user(), action)).toBeNull();
  });

  it("says why the server refuses the own account's demotion, disabling or deletion", () => {
    const own = user({ can: refusing({ change_role: 'OWN_ACCOUNT', disable: 'OWN_ACCOUNT', delete: 'OWN_ACCOUNT' }) });
    for (const action of actions) expect(lockedReason(own, action)).toBe(translate(USER_MESSAGES.ownAccount));
  });

  it('says why an account with a profile keeps its role and is deleted only with its profile', () => {
    const teacher = user({
      role: 'teacher',
      profile: 'teacher',
      can: refusing({ change_role: 'PROFILE_KEEPS_ROLE', delete: 'USER_HAS_PROFILE' }),
    });
    expect(lockedReason(teacher, 'change_role')).toBe(translate(USER_MESSAGES.profileKeepsRole['teacher']));
    expect(lockedReason(teacher, 'delete')).toBe(translate(USER_MESSAGES.hasProfile['teacher']));
    expect(lockedReason(teacher, 'disable')).toBeNull();
  });

  it('decides nothing itself: an own-looking account the server allows is offered every action', () => {
    for (const action of actions) expect(lockedReason(user({ id: 1, profile: 'teacher' }), action)).toBeNull();
  });
});

describe('texts', () => {
  beforeEach(() => i18n.load({ es, en }));
  afterEach(() => setTranslator(asDeclared));

  it("names the new user in 'User created' (§8), and in Spanish to a person who reads it", () => {
    i18n.activate('en');
    expect(USER_TOASTS.created('marta')).toEqual({
      title: 'User created',
      description: 'marta has been created successfully.',
    });
    i18n.activate('es');
    expect(USER_TOASTS.created('marta')).toEqual({
      title: 'Usuario creado',
      description: 'marta se ha creado correctamente.',
    });
  });

  it("names the role a user now has in the reader's language (contracts' ROLE_LABELS)", () => {
    i18n.load({ es: contractsEs, en: contractsEn });
    setTranslator((text, values) => i18n._(text.id, values, { message: text.message }));
    i18n.activate('en');
    expect(USER_TOASTS.roleChanged(user(), 'staff').description).toBe('ana is now Staff Administrator.');
    i18n.activate('es');
    expect(USER_TOASTS.roleChanged(user(), 'teacher').description).toContain('Profesor');
    expect(USER_TOASTS.roleChanged(user(), 'teacher').description).not.toContain('Teacher');
  });

  it('reads the role filter, every role for anything else', () => {
    expect(roleFilterValue('teacher')).toBe('teacher');
    expect(roleFilterValue('all')).toBeUndefined();
  });
});
