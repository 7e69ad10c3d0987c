import { BUILD_CHECK_MIN_GAP_MS } from '@maxer/domain';
import { describe, expect, it, vi } from 'vitest';
import { createBuildCheck } from './build-check.ts';

function setup(latest: Array<string | null>) {
  let clock = 1_000_000;
  const answers = [...latest];
  const deps = {
    current: 'build-a',
    latest: vi.fn(async () => answers.shift() ?? null),
    onNewer: vi.fn<(id: string) => void>(),
    now: () => clock,
  };
  return { deps, check: createBuildCheck(deps), later: (ms: number) => (clock += ms) };
}

describe('the build check', () => {
  it('says nothing while the deployed build is this one, or when the file cannot be read', async () => {
    const { deps, check, later } = setup(['build-a', null]);
    await check();
    later(BUILD_CHECK_MIN_GAP_MS);
    await check();
    expect(deps.latest).toHaveBeenCalledTimes(2);
    expect(deps.onNewer).not.toHaveBeenCalled();
  });

  it('offers the newer build once, however often it is asked afterwards', async () => {
    const { deps, check, later } = setup(['build-b', 'build-c']);
    await check();
    expect(deps.onNewer).toHaveBeenCalledWith('build-b');
    later(BUILD_CHECK_MIN_GAP_MS * 3);
    await check();
    expect(deps.onNewer).toHaveBeenCalledTimes(1);
    expect(deps.latest).toHaveBeenCalledTimes(1);
  });

  it('asks at most once within the minimum gap (focus comes and goes)', async () => {
    const { deps, check, later } = setup(['build-a', 'build-b']);
    await check();
    later(BUILD_CHECK_MIN_GAP_MS - 1);
    await check();
    expect(deps.latest).toHaveBeenCalledTimes(1);
    later(1);
    await check();
    expect(deps.onNewer).toHaveBeenCalledWith('build-b');
  });
});
