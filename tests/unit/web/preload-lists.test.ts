import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadLists } from '../../../scripts/preload-lists';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rollup.OutputChunk;

describe('dynamic imports’ preload lists', () => {
  const { plugin, resolveDependencies } = preloadLists();
  const bundle: Rollup.OutputBundle = {
    'assets/react.js': chunk('assets/react.js', []),
    'assets/shell.js': chunk('assets/shell.js', ['assets/react.js']),
    'assets/tree.js': chunk('assets/tree.js', ['assets/shell.js']),
    'assets/Home.js': chunk('assets/Home.js', ['assets/shell.js', 'assets/react.js', 'assets/map.js']),
    'assets/map.js': chunk('assets/map.js', []),
  };
  const generateBundle = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  generateBundle.handler({}, bundle);

  it('leaves out the scripts the importing chunk has loaded, directly or not', () => {
    const list = ['assets/Home.js', 'assets/shell.js', 'assets/react.js', 'assets/map.js'];
    expect(resolveDependencies('assets/Home.js', list, { hostId: 'assets/tree.js', hostType: 'js' })).toEqual(
      ['assets/Home.js', 'assets/map.js'],
    );
  });

  it('keeps the lists of the pages as they are', () => {
    const list = ['assets/tree.js', 'assets/shell.js'];
    expect(resolveDependencies('assets/tree.js', list, { hostId: 'index.html', hostType: 'html' })).toEqual(
      list,
    );
  });
});
