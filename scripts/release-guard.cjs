// electron-builder's beforePack hook (electron-builder.yml): a release build refuses to go on unsigned. Windows needs
// a code-signing certificate; macOS a Developer ID Application certificate (and Developer ID Installer for the pkg)
// plus notarization credentials. `node scripts/dist.mjs --unsigned-test` sets DALI_UNSIGNED_TEST=1 for a test build
// that is never handed to IT; nothing else lets an unsigned build through.
'use strict';

const present = (env, name) => typeof env[name] === 'string' && env[name].trim() !== '';
const anyOf = (env, names) => names.some((name) => present(env, name));
const allOf = (env, names) => names.every((name) => present(env, name));

/** What is missing to sign (and notarize) for `platform` (electron's: win32, darwin, linux), as readable lines. */
const missingSigning = (platform, env) => {
  const missing = [];
  if (platform === 'win32') {
    if (!anyOf(env, ['WIN_CSC_LINK', 'CSC_LINK']))
      missing.push('WIN_CSC_LINK (or CSC_LINK): the code-signing certificate (.pfx)');
    if (!anyOf(env, ['WIN_CSC_KEY_PASSWORD', 'CSC_KEY_PASSWORD']))
      missing.push('WIN_CSC_KEY_PASSWORD (or CSC_KEY_PASSWORD)');
  }
  if (platform === 'darwin') {
    if (!anyOf(env, ['CSC_LINK', 'CSC_NAME']))
      missing.push('CSC_LINK or CSC_NAME: the Developer ID Application certificate');
    if (!anyOf(env, ['CSC_INSTALLER_LINK', 'CSC_INSTALLER_NAME'])) {
      missing.push('CSC_INSTALLER_LINK or CSC_INSTALLER_NAME: the Developer ID Installer certificate (pkg)');
    }
    const notarize =
      allOf(env, ['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']) ||
      allOf(env, ['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER']) ||
      present(env, 'APPLE_KEYCHAIN_PROFILE');
    if (!notarize) {
      missing.push(
        'notarization: APPLE_ID + APPLE_APP_SPECIFIC_PASSWORD + APPLE_TEAM_ID, or APPLE_API_KEY + APPLE_API_KEY_ID + APPLE_API_ISSUER, or APPLE_KEYCHAIN_PROFILE',
      );
    }
  }
  return missing;
};

const unsignedTest = (env) => env.DALI_UNSIGNED_TEST === '1';

const beforePack = async (context) => {
  const platform = context.electronPlatformName;
  if (unsignedTest(process.env)) {
    console.warn(`\n*** UNSIGNED TEST BUILD for ${platform}: not for distribution (DALI_UNSIGNED_TEST=1) ***\n`);
    return;
  }
  const missing = missingSigning(platform, process.env);
  if (missing.length > 0) {
    throw new Error(
      `refusing to build an unsigned ${platform} release. Missing:\n  - ${missing.join('\n  - ')}\n` +
        'A test build that is never distributed: node scripts/dist.mjs --unsigned-test',
    );
  }
};

module.exports = { beforePack, missingSigning, unsignedTest };
