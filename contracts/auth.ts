import { z } from 'zod';
import './i18n/zod-defaults';
import { ROLES, RoleSchema, type Role } from './roles';
import { inReadersLanguage, type Text } from './i18n/texts';
import { LANGUAGES } from './languages';

/** The longest address SMTP carries (RFC 5321); the unique index on lower(email) could not take a much longer one. */
export const EMAIL_MAX = 254;

/** The login's texts (spec §2.1), in the reader's language (decision 040). */
export const LOGIN_TEXTS = {
  invalidEmail: /*i18n*/ { id: 'login.invalidEmail', message: 'Por favor ingresa un correo electrónico válido.' },
  passwordRequired: /*i18n*/ { id: 'login.passwordRequired', message: 'La contraseña es requerida.' },
  invalidCredentials: /*i18n*/ { id: 'login.invalidCredentials', message: 'Invalid credentials' },
  /** The sign-in's second step (contracts/two-factor.ts), on the login screen. */
  secondFactorCode: /*i18n*/ {
    id: 'login.secondFactorCode',
    message: 'Escribe el código de 6 cifras de tu aplicación o un código de recuperación.',
  },
} satisfies Record<string, Text>;

export const LoginSchema = z.object({
  email: z
    .email(inReadersLanguage(LOGIN_TEXTS.invalidEmail))
    .max(EMAIL_MAX, inReadersLanguage(LOGIN_TEXTS.invalidEmail)),
  password: z
    .string(inReadersLanguage(LOGIN_TEXTS.passwordRequired))
    .min(1, inReadersLanguage(LOGIN_TEXTS.passwordRequired)),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A one-time password link (set-password screen, signed out) that is unknown, used or expired. */
export const PASSWORD_LINK_INVALID = /*i18n*/ {
  id: 'auth.passwordLinkInvalid',
  message: 'El enlace no es válido o ya se usó. Pide uno nuevo al personal de la escuela.',
};

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

/** The password of the specification's Spanish forms (§3, §5): at least PASSWORD_MIN characters, at most 256. */
const SPANISH_PASSWORD_TEXTS = {
  tooShort: /*i18n*/ { id: 'validation.passwordMinEs', message: 'La contraseña debe tener al menos 6 caracteres' },
  tooLong: /*i18n*/ { id: 'validation.passwordTooLong', message: 'La contraseña es demasiado larga.' },
} satisfies Record<string, Text>;

export const spanishPasswordSchema = () =>
  z
    .string(inReadersLanguage(SPANISH_PASSWORD_TEXTS.tooShort))
    .min(PASSWORD_MIN, inReadersLanguage(SPANISH_PASSWORD_TEXTS.tooShort))
    .max(256, inReadersLanguage(SPANISH_PASSWORD_TEXTS.tooLong));
/**
 * A new password found on the server's list of common passwords (or one character repeated) is refused with this,
 * on every path that sets one (the list is the server's: it never reaches the web bundle). Sign-in never checks it.
 */
export const PASSWORD_TOO_COMMON_MESSAGE = /*i18n*/ {
  id: 'auth.passwordTooCommon',
  message: 'Esa contraseña es demasiado común: elige otra.',
};

export const RegisterSchema = z.object({
  username: z
    .string(
      inReadersLanguage(/*i18n*/ { id: 'validation.usernameMin', message: 'Username must be at least 3 characters.' }),
    )
    .trim()
    .min(
      USERNAME_MIN,
      inReadersLanguage(/*i18n*/ { id: 'validation.usernameMin', message: 'Username must be at least 3 characters.' }),
    )
    .max(
      64,
      inReadersLanguage(/*i18n*/ { id: 'validation.usernameMax', message: 'Username must be at most 64 characters.' }),
    ),
  email: z
    .email(
      inReadersLanguage(/*i18n*/ { id: 'validation.emailInvalid', message: 'Please enter a valid email address.' }),
    )
    .max(
      EMAIL_MAX,
      inReadersLanguage(/*i18n*/ { id: 'validation.emailInvalid', message: 'Please enter a valid email address.' }),
    ),
  password: z
    .string(
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMin', message: 'Password must be at least 6 characters.' }),
    )
    .min(
      PASSWORD_MIN,
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMin', message: 'Password must be at least 6 characters.' }),
    )
    .max(
      256,
      inReadersLanguage(/*i18n*/ { id: 'validation.passwordMax', message: 'Password must be at most 256 characters.' }),
    ),
  role: RoleSchema.default('teacher'),
});
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const UserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** The user a sign-in step answers with its session. */
export const SignedInUserSchema = UserSchema.extend({
  profile: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  /** True while staff must use a second factor and this person has none: the session reaches only its enrolment. */
  second_factor_setup_required: z.boolean().optional(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/**
 * What the signed-in user may do, each read from the request rule that guards that area's routes (server
 * `session-abilities.policy.ts`): the web's page gates, sidebar and settings read these, never the role.
 */
export const SessionAbilitiesSchema = z.object({
  /** The staff administration area (/admin/*). */
  administer: z.boolean(),
  /** User management (/admin/user-management). */
  manage_users: z.boolean(),
  /** The sign-in policy (second factor required for staff) in Settings. */
  set_sign_in_policy: z.boolean(),
  /** The teacher's own area (/teacher/*). */
  keep_teacher_profile: z.boolean(),
  /** The student's own area (/student/*, /documents, /grades). */
  keep_student_record: z.boolean(),
});
export type SessionAbilities = z.infer<typeof SessionAbilitiesSchema>;
export type Ability = keyof SessionAbilities;

/** The abilities of a session and the path of its home (where '/' and a sign-in lead). */
export const SessionAnswerSchema = z.object({ can: SessionAbilitiesSchema, home: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

/** The language a person speaks in the product: the one they chose, else their browser's or the school's. */
export const LanguageSchema = z.enum(LANGUAGES);

/** GET /api/me: the signed-in user, what they may do, their home and their language. */
export const MeSchema = SignedInUserSchema.extend(SessionAnswerSchema.shape).extend({
  language: LanguageSchema,
  /** Whether `language` is the person's own choice (Settings, the login screen) rather than their browser's. */
  language_chosen: z.boolean(),
});
export type Me = z.infer<typeof MeSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), user: SignedInUserSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The second factors a person can enrol; a recovery code stands in for either. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The first step was right and the account has a second factor: the next step takes `challenge` (5 minutes). */
export const SecondFactorRequiredSchema = z.object({
  second_factor_required: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorRequired = z.infer<typeof SecondFactorRequiredSchema>;

/** A first sign-in step's answer (password, or a provider's ticket): a session, or the second step due. */
export const SignInResponseSchema = z.union([LoginResponseSchema, SecondFactorRequiredSchema]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;

export { ErrorResponseSchema as MessageSchema } from './errors';

export type { Role };

/** PUT /api/me/language: the person's language, kept on their account. */
export const SetLanguageSchema = z.object({ language: LanguageSchema });
export type SetLanguageInput = z.infer<typeof SetLanguageSchema>;

export const ChangePasswordSchema = z.object({
  current_password: z
    .string(
      inReadersLanguage(
        /*i18n*/ { id: 'validation.currentPasswordRequired', message: 'La contraseña actual es requerida.' },
      ),
    )
    .min(
      1,
      inReadersLanguage(
        /*i18n*/ { id: 'validation.currentPasswordRequired', message: 'La contraseña actual es requerida.' },
      ),
    ),
  new_password: spanishPasswordSchema(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;
