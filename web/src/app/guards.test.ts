import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Ability, Me, SessionAbilities } from '@contracts/auth';
import type { Role } from '@contracts/roles';
import { SessionContext, type Session } from '@/lib/session';
import { RequireAbility } from './guards';

const NONE: SessionAbilities = {
  administer: false,
  manage_users: false,
  set_sign_in_policy: false,
  keep_teacher_profile: false,
  keep_student_record: false,
};

function userWith(role: Role, can: Partial<SessionAbilities>): Me {
  return {
    id: 1,
    email: 'someone@school.test',
    username: 'someone',
    role,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    profile: null,
    can: { ...NONE, ...can },
    home: '/',
    language: 'es',
    language_chosen: false,
  };
}

/** What /area shows behind `<RequireAbility ability>` for this user: the page, or nothing (sent on to '/'). */
function render(user: Me, ability: Ability): string {
  const session: Session = { status: 'authenticated', user, signIn: () => undefined, signOut: () => undefined };
  return renderToStaticMarkup(
    createElement(
      SessionContext.Provider,
      { value: session },
      createElement(
        MemoryRouter,
        { initialEntries: ['/area'] },
        createElement(
          Routes,
          null,
          createElement(
            Route,
            { element: createElement(RequireAbility, { ability }) },
            createElement(Route, { path: 'area', element: createElement('p', null, 'the area') }),
          ),
        ),
      ),
    ),
  );
}

describe('RequireAbility', () => {
  it('shows the area when the session grants the ability, whatever the role says', () => {
    expect(render(userWith('student', { administer: true }), 'administer')).toBe('<p>the area</p>');
    expect(render(userWith('staff', { keep_student_record: true }), 'keep_student_record')).toBe('<p>the area</p>');
  });

  it('keeps the area out when the session does not grant it, whatever the role says', () => {
    expect(render(userWith('staff', {}), 'administer')).toBe('');
    expect(render(userWith('teacher', { administer: true }), 'keep_teacher_profile')).toBe('');
  });
});
