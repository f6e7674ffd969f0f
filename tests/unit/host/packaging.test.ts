import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { securePreferences } from '../../../src/main/electron/windows/secure-web-preferences';
import { buildAppMenu, DEVELOPMENT_ONLY_ROLES, rolesIn } from '../../../src/main/host/menu/app-menu';

/** The installers IT pushes (issue 20 item 2), checked from electron-builder.yml as electron-builder reads it. */
const root = resolve(import.meta.dirname, '..', '..', '..');
const config = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown> & {
  electronFuses: Record<string, boolean>;
  win: {
    target: Array<{ target: string }>;
    signtoolOptions: { publisherName: string[] };
    verifyUpdateCodeSignature: boolean;
  };
  nsis: Record<string, unknown>;
  msi: Record<string, unknown>;
  mac: Record<string, unknown> & { target: Array<{ target: string }> };
  linux: { target: string[] };
  directories: { buildResources: string };
  extraResources: Array<{ from: string }>;
  beforePack: string;
};

type Guard = {
  beforePack(context: { electronPlatformName: string }): Promise<void>;
  missingSigning(platform: string, env: Record<string, string | undefined>): string[];
};
const guard = createRequire(import.meta.url)(join(root, config.beforePack)) as Guard;

describe('electron-builder.yml', () => {
  it('sets the fuses: no run-as-node, no NODE_OPTIONS or inspect flags, app only from an ASAR whose integrity is checked', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
    });
  });

  it('builds per-machine NSIS and MSI, dmg + pkg (and the zip the mac updater needs), AppImage and deb', () => {
    expect(config.win.target.map((t) => t.target)).toEqual(['nsis', 'msi']);
    expect(config.nsis).toMatchObject({ perMachine: true, oneClick: false, include: 'build/installer.nsh' });
    expect(config.msi).toMatchObject({ perMachine: true, upgradeCode: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(config.mac.target.map((t) => t.target)).toEqual(['dmg', 'pkg', 'zip']);
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
  });

  it('signs with the hardened runtime and notarizes on macOS; updates must carry the publisher’s signature on Windows', () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      notarize: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.inherit.plist',
    });
    const entitlements = readFileSync(join(root, 'build', 'entitlements.mac.plist'), 'utf8');
    expect(entitlements).toContain('com.apple.security.cs.allow-jit');
    expect(entitlements).not.toContain('disable-library-validation');
    expect(config.win.verifyUpdateCodeSignature).toBe(true);
    expect(config.win.signtoolOptions.publisherName.length).toBeGreaterThan(0);
  });

  it('refuses to finish an unsigned release unless the unsigned-test flag is given', async () => {
    expect(config.forceCodeSigning).toBe(true);
    expect(config.beforePack).toBe('./scripts/release-guard.cjs');
    expect(guard.missingSigning('win32', {})).toHaveLength(2);
    expect(guard.missingSigning('darwin', {})).toHaveLength(3);
    expect(guard.missingSigning('linux', {})).toEqual([]);
    expect(guard.missingSigning('win32', { WIN_CSC_LINK: 'cert.pfx', WIN_CSC_KEY_PASSWORD: 'x' })).toEqual([]);
    expect(
      guard.missingSigning('darwin', {
        CSC_LINK: 'app.p12',
        CSC_INSTALLER_LINK: 'installer.p12',
        APPLE_API_KEY: 'key.p8',
        APPLE_API_KEY_ID: 'ABC',
        APPLE_API_ISSUER: 'uuid',
      }),
    ).toEqual([]);

    const saved = { ...process.env };
    try {
      for (const name of [
        'CSC_LINK',
        'WIN_CSC_LINK',
        'CSC_KEY_PASSWORD',
        'WIN_CSC_KEY_PASSWORD',
        'DALI_UNSIGNED_TEST',
      ]) {
        delete process.env[name];
      }
      await expect(guard.beforePack({ electronPlatformName: 'win32' })).rejects.toThrow(
        /refusing to build an unsigned win32/,
      );
      process.env.DALI_UNSIGNED_TEST = '1';
      await expect(guard.beforePack({ electronPlatformName: 'win32' })).resolves.toBeUndefined();
    } finally {
      process.env = saved;
    }
  });

  it('ships the icons for every platform and the runtime resources', () => {
    const build = join(root, config.directories.buildResources);
    for (const file of ['icon.svg', 'icon.png', 'icon.ico', 'icon.icns', 'icons/16x16.png', 'icons/512x512.png']) {
      expect(existsSync(join(build, file)), file).toBe(true);
    }
    expect(readFileSync(join(build, 'icon.ico')).readUInt16LE(2)).toBe(1); // ICO type
    expect(readFileSync(join(build, 'icon.icns')).subarray(0, 4).toString('latin1')).toBe('icns');
    expect(config.extraResources.map((r) => r.from)).toEqual(['resources']);
    expect(existsSync(join(root, 'resources', 'icon.png'))).toBe(true);
  });
});

describe('no DevTools in production', () => {
  it('a packaged build’s windows have DevTools off, and its menu has no Reload or Toggle DevTools', () => {
    expect(securePreferences('preload.cjs', { packaged: true }).devTools).toBe(false);
    expect(securePreferences('preload.cjs', { packaged: false }).devTools).toBe(true);
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      const roles = rolesIn(buildAppMenu({ language: 'zh', platform, packaged: true }));
      expect(roles.filter((role) => DEVELOPMENT_ONLY_ROLES.includes(role))).toEqual([]);
    }
  });
});
