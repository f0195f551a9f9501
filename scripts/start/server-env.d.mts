/** The environment the server process runs with (server-env.mjs). */
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
