import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import {
  canChangeOwnAccountThisWay,
  keepsAnEnabledStaff,
  profileAllowsChange,
  type AccountChange,
  type ManagedAccount,
} from './user-management.policy';

/** A database the rules must not read: those answered from the account and the change alone. */
const noDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('read the database');
    },
  },
) as DbOrTx;
const actor = { id: 1 };
const staff: ManagedAccount = { id: 1, role: 'staff', disabledAt: null, profile: null };
const teacher: ManagedAccount = { id: 2, role: 'teacher', disabledAt: null, profile: 'teacher' };
const rule = (account: ManagedAccount, change: AccountChange) => ({ db: noDb, user: actor, account, change });

describe('user management resource rules', () => {
  it("refuse one's own account only when it is disabled, demoted or deleted", async () => {
    expect(await canChangeOwnAccountThisWay(rule(staff, { disabled: true }))).toBe(false);
    expect(await canChangeOwnAccountThisWay(rule(staff, { role: 'teacher' }))).toBe(false);
    expect(await canChangeOwnAccountThisWay(rule(staff, { delete: true }))).toBe(false);
    expect(await canChangeOwnAccountThisWay(rule(staff, { role: 'staff', disabled: false }))).toBe(true);
    expect(await canChangeOwnAccountThisWay(rule(teacher, { disabled: true }))).toBe(true);
  });

  it('keep the role and the account of a profile, and let it be disabled', async () => {
    expect(await profileAllowsChange(rule(teacher, { role: 'student' }))).toBe(false);
    expect(await profileAllowsChange(rule(teacher, { delete: true }))).toBe(false);
    expect(await profileAllowsChange(rule(teacher, { role: 'teacher', disabled: true }))).toBe(true);
    expect(await profileAllowsChange(rule(staff, { role: 'teacher' }))).toBe(true);
  });

  it('look for another enabled staff only when an enabled staff account is taken away', async () => {
    expect(await keepsAnEnabledStaff(rule(teacher, { delete: true }))).toBe(true);
    expect(await keepsAnEnabledStaff(rule({ ...staff, disabledAt: new Date() }, { delete: true }))).toBe(true);
    expect(await keepsAnEnabledStaff(rule(staff, { role: 'staff', disabled: false }))).toBe(true);
    await expect(keepsAnEnabledStaff(rule(staff, { role: 'teacher' }))).rejects.toThrow('read the database');
  });
});
