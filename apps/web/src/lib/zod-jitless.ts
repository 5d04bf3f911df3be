// Zod compiles fast parsers with `new Function` after probing whether eval is allowed; the portal's
// Content-Security-Policy forbids eval, and the browser reports even the caught probe as a violation.
// Zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of it, and takes
// them from there when it loads: set here, first thing in the app's entry, they hold for the schemas
// that come later with the forms, without zod itself in the entry (zod-jitless.test.ts checks that
// zod still reads them from there).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
