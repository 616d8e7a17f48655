// The console's Content-Security-Policy allows no eval (script-src 'self'). zod compiles its object parsers with
// `new Function` when it may, and probes whether it may by trying one, which the browser reports as a policy
// violation even though zod catches the refusal. In jitless mode zod neither probes nor compiles: the parsers work
// the same, interpreted. Object schemas read the setting when they are built, so main.tsx imports this module
// before anything that defines a schema.
import { z } from 'zod';

z.config({ jitless: true });
