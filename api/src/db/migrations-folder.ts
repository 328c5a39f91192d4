import { fileURLToPath } from 'node:url';

/** The committed migrations, beside src/ and dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
