// The console's Content-Security-Policy allows no eval (script-src 'self'). zod compiles its object parsers with
// `new Function` when it may, and probes whether it may by trying one, which the browser reports as a policy
// violation even though zod catches the refusal. In jitless mode zod neither probes nor compiles: the parsers work
// the same, interpreted. Object schemas read the setting when they are built, so the one text rule (text.ts), which
// every schema module imports, imports this module first: however the bundler splits the schemas into chunks, the
// setting comes before the first schema (no module builds a schema without importing text.ts or schemas.ts; the
// console's entry does not import zod at all, so zod loads with the first page that needs it). The server (no window)
// keeps zod's compiled parsers.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
