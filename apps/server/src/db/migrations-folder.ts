import path from 'node:path';

/** The generated migrations (drizzle-kit), applied by db/migrate.ts and hashed into the PGlite template. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
