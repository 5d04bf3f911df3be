import { z } from 'zod';

// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; the portal's
// Content-Security-Policy forbids eval, and the browser reports even the caught probe as a violation.
// Imported first by the app's entry, before anything parses.
z.config({ jitless: true });
