import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@contracts/auth';

/** The login form's validation: the contract's schema with the specification's messages. */
export const loginResolver = zodResolver(LoginSchema);
