/*
 * Who may do what with badge credentials (decision 011): anyone, signed in or not, may read a credential and its
 * verification by its id. A credential exists to be shown to whoever its holder gives the link (an employer,
 * another school), and says what the public page says: the recipient's name, the badge, the school, the date. Its
 * id is a random UUID (122 bits) listed to signed-in users only (with the badges a person holds), so the link is
 * what opens it. Nobody changes a credential through the API: the badges module issues and revokes them with the
 * awards. There is no request rule: these routes are public.
 */

/** The route config of GET /api/credentials/{id} and its /verify: no session asked. */
export const publicCredentialRoute = { public: true } as const;
