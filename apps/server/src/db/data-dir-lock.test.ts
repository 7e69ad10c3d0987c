import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maxer-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('one process owns an embedded data directory', () => {
  it('refuses a directory whose owner is alive, naming it', () => {
    const dir = tempDir();
    const owner = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'maxer.lock'), String(owner.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${owner.pid}`);
    } finally {
      owner.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dir = tempDir();
    const dead = spawnSync('true').pid;
    fs.writeFileSync(path.join(dir, 'maxer.lock'), String(dead));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'maxer.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'maxer.lock'))).toBe(false);
  });

  it('makes a second server start say so clearly and leave the data alone', () => {
    const dir = tempDir();
    // This test process plays the running server.
    fs.writeFileSync(path.join(dir, 'maxer.lock'), String(process.pid));
    const second = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../main.ts')], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `Another Maxer process (pid ${process.pid}) is using the embedded database`,
    );
    expect(fs.existsSync(path.join(dir, 'pg'))).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'maxer.lock'), 'utf8')).toBe(String(process.pid));
  });
});
