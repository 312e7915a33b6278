import {describe, expect, it} from 'vitest';
import {holdPrefetch, waitWhileHeld} from '../../src/client/prefetchHold';

describe('prefetchHold', () => {
  it('resumes waiting work once every hold has settled, failed ones included', async () => {
    expect(waitWhileHeld(() => undefined)).toBe(false);
    let finish!: () => void;
    let fail!: (error: Error) => void;
    holdPrefetch(new Promise<void>((resolve) => (finish = resolve)));
    holdPrefetch(new Promise<void>((_, reject) => (fail = reject)));
    const resumed: string[] = [];
    expect(waitWhileHeld(() => resumed.push('a'))).toBe(true);
    expect(waitWhileHeld(() => resumed.push('b'))).toBe(true);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(resumed).toEqual([]);
    fail(new Error('index not loaded'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resumed).toEqual(['a', 'b']);
    expect(waitWhileHeld(() => resumed.push('c'))).toBe(false);
    expect(resumed).toEqual(['a', 'b']);
  });
});
