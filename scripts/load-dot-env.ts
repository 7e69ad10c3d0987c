// Loaded by `npm start` and `npm run dev` before the server (node --import): the repository root's
// .env when there is one, `cp .env.example .env`. A variable set in the environment wins over the
// file (PORT=8080 npm start). Without a .env nothing is said: the defaults serve a first start.
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', '.env');
if (fs.existsSync(file)) process.loadEnvFile(file);
