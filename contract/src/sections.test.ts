import { bucketOf, mainVersion, refusalOfShares, versionForBucket } from './sections';

const people = Array.from({ length: 2000 }, (_, n) => `0190a0b1-0000-7000-8000-${String(n).padStart(12, '0')}`);

describe('sticky assignment', () => {
  it('gives a person the same bucket every time, and different sections different buckets', () => {
    expect(bucketOf(people[0], 'forex')).toBe(bucketOf(people[0], 'forex'));
    const differ = people.filter((person) => bucketOf(person, 'forex') !== bucketOf(person, 'turbo'));
    expect(differ.length).toBeGreaterThan(people.length * 0.9);
  });

  it('spreads people evenly enough for a 10 % rollout to reach about 10 %', () => {
    const early = people.filter((person) => bucketOf(person, 'forex') < 10).length;
    expect(early / people.length).toBeGreaterThan(0.07);
    expect(early / people.length).toBeLessThan(0.13);
  });

  it('moves only the people at the border when shares change, none back and forth', () => {
    const assign = (oldShare: number) =>
      people.map(
        (person) =>
          versionForBucket(
            [
              { id: 'old', share: oldShare },
              { id: 'new', share: 100 - oldShare },
            ],
            bucketOf(person, 'forex'),
          )!.id,
      );
    const at90 = assign(90);
    const at80 = assign(80);
    const moved = people.filter((_, n) => at90[n] !== at80[n]).length;
    // Every mover went from old to new; nobody on new went back.
    expect(people.every((_, n) => at90[n] === at80[n] || (at90[n] === 'old' && at80[n] === 'new'))).toBe(true);
    expect(moved / people.length).toBeLessThan(0.14);
    expect(assign(100).every((id) => id === 'old')).toBe(true);
  });

  it('takes the largest share as the main version, the earliest on a tie', () => {
    expect(
      mainVersion([
        { id: 'a', share: 50 },
        { id: 'b', share: 50 },
      ])?.id,
    ).toBe('a');
    expect(
      mainVersion([
        { id: 'a', share: 10 },
        { id: 'b', share: 90 },
      ])?.id,
    ).toBe('b');
  });
});

describe('a rollout’s shares', () => {
  it('accepts whole percents of registered versions summing to 100', () => {
    expect(refusalOfShares({ a: 90, b: 10 }, ['a', 'b'])).toBeNull();
    expect(refusalOfShares({ a: 100 }, ['a', 'b'])).toBeNull();
  });

  it('refuses with the reason', () => {
    expect(refusalOfShares({ a: 90, b: 20 }, ['a', 'b'])).toBe('shares must sum to 100, not 110');
    expect(refusalOfShares({ a: 99.5, b: 0.5 }, ['a', 'b'])).toMatch(/whole percent/);
    expect(refusalOfShares({ a: 100, c: 0 }, ['a', 'b'])).toBe('no version "c" is registered for this section');
    expect(refusalOfShares({}, ['a'])).toMatch(/at least one/);
  });
});
