// Prints the Debian packages that bring the test suite's missing system tools, one line, space separated
// (nothing when none is missing). `.ci/run` installs what it prints.
import { missingTools } from './lib/system-tools.mjs';

console.log([...new Set(missingTools().map((tool) => tool.pkg))].join(' '));
