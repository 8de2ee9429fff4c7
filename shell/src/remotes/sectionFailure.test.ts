import { failureOf, isLoadFailure, mismatchOf, PlatformMismatchError, SectionUnavailableError } from './sectionFailure';

const chunkError = () =>
  Object.assign(new Error('Loading chunk forex_note failed.\n(error: /remotes/forex/x.js)'), {
    name: 'ChunkLoadError',
  });

describe('what a section failure was', () => {
  it('tells files that did not arrive', () => {
    for (const error of [
      new SectionUnavailableError('down'),
      chunkError(),
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'),
      new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
      new TypeError('Failed to fetch'),
    ]) {
      expect(failureOf(error)).toBe('unavailable');
      expect(isLoadFailure(error)).toBe(true);
    }
  });

  it('tells a section built for a newer console, found before loading or by the runtime, and never retries it', () => {
    const mismatch = new Error(
      'Version 1.0.0 from shell of shared singleton module @console/platform does not satisfy the requirement of forex which needs ^1.1.0)',
    );
    for (const error of [new PlatformMismatchError('forex', '^1.1.0', '1.0.0'), mismatch]) {
      expect(failureOf(error)).toBe('needsNewerConsole');
      expect(isLoadFailure(error)).toBe(false);
    }
  });

  it('tells a section built for an older major version of the platform, found before loading or by the runtime', () => {
    const mismatch = new Error(
      'Version 2.0.0 from shell of shared singleton module @console/platform does not satisfy the requirement of turbo which needs ^1.1.0)',
    );
    for (const error of [new PlatformMismatchError('turbo', '^1.1.0', '2.0.0'), mismatch]) {
      expect(failureOf(error)).toBe('builtForOlderConsole');
      expect(isLoadFailure(error)).toBe(false);
    }
  });

  it('takes anything else for an error in the section’s code', () => {
    expect(failureOf(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe('crashed');
    expect(failureOf('a thrown string')).toBe('crashed');
    expect(isLoadFailure(new Error('Element type is invalid'))).toBe(false);
  });
});

describe('which side a platform mismatch is behind', () => {
  it.each([
    ['^1.3.0', '1.2.0', 'needsNewerConsole'],
    ['^2.0.0', '1.9.0', 'needsNewerConsole'],
    ['^2.1.0', '2.0.0', 'needsNewerConsole'],
    ['~1.2.0', '1.1.9', 'needsNewerConsole'],
    ['^1.0.0', '2.0.0', 'builtForOlderConsole'],
    ['^1.1.0', '2.3.1', 'builtForOlderConsole'],
    ['~1.2.0', '1.3.0', 'builtForOlderConsole'],
  ])('a section asking for %s on a console providing %s: %s', (required, provided, side) => {
    expect(mismatchOf(required, provided)).toBe(side);
  });
});
