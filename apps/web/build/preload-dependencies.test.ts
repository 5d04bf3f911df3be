import { describe, expect, it } from 'vitest';
import { loadedWith, preloadOnlyWhatIsMissing } from './preload-dependencies';

// The shape of a signed-in page's bundle: the entry (app) imports the base; the display controls
// import both and load the user menu later, which needs the base and the menu's own files.
const bundle = {
  'assets/app.js': { type: 'chunk', imports: ['assets/base.js', 'assets/runtime.js'] },
  'assets/base.js': { type: 'chunk', imports: ['assets/runtime.js'] },
  'assets/runtime.js': { type: 'chunk', imports: [] },
  'assets/display.js': { type: 'chunk', imports: ['assets/app.js', 'assets/icons.js'] },
  'assets/icons.js': { type: 'chunk', imports: ['assets/base.js'] },
  'assets/menu.js': { type: 'chunk', imports: ['assets/base.js', 'assets/popover.js', 'assets/app.js'] },
  'assets/popover.js': { type: 'chunk', imports: ['assets/base.js'] },
  'assets/app.css': { type: 'asset' },
};

describe('preloads before a dynamic import', () => {
  it('knows what a file brings with it', () => {
    expect([...loadedWith(bundle, 'assets/display.js')].sort()).toEqual([
      'assets/app.js',
      'assets/base.js',
      'assets/icons.js',
      'assets/runtime.js',
    ]);
  });

  it('asks only for the files the importer does not already have', () => {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing();
    const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
    hook.handler({}, bundle);
    const deps = [
      'assets/menu.js',
      'assets/runtime.js',
      'assets/base.js',
      'assets/popover.js',
      'assets/app.js',
    ];
    expect(resolveDependencies('assets/menu.js', deps, { hostId: 'assets/display.js' })).toEqual([
      'assets/menu.js',
      'assets/popover.js',
    ]);
  });
});
