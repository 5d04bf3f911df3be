// A vitest reporter that writes each test file's cost: importing it (and what it imports), its setup
// and environment, and its tests and hooks, per project. `npm test` reads it for its slowest-files
// table and the per-file budget (scripts/test-report.mjs). The file goes where TEST_REPORTS_DIR says.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  files = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic();
    const seconds = (ms) => Math.round(ms) / 1000;
    this.files.push({
      file: path.relative(this.root, testModule.moduleId),
      project: testModule.project.name,
      seconds: seconds(
        diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.setupDuration +
          diagnostic.collectDuration +
          diagnostic.duration,
      ),
      importSeconds: seconds(diagnostic.collectDuration),
      tests: [...testModule.children.allTests()].length,
      state: testModule.state(),
    });
  }

  onTestRunEnd() {
    const folder = process.env.TEST_REPORTS_DIR;
    if (!folder) return;
    writeFileSync(path.join(folder, 'vitest-files.json'), `${JSON.stringify(this.files, null, 1)}\n`);
  }
}
