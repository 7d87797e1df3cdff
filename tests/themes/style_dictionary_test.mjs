// Style Dictionary 4 reads the same token files as Lobbykit and must resolve
// every theme token to the same colour, or the files are not interoperable.
// Each repository is built with the real lobbykit binary; its themes.json is
// compared with what Style Dictionary makes of themes/*.tokens.json.
//
//   node style_dictionary_test.mjs <lobbykit> <source dir> <work dir>
//
// Cases: the base fixture's themes (hex strings, group $type, Display P3),
// and the repository's own five themes over the base fixture's content.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import StyleDictionary from 'style-dictionary';

const [lobbykit, sourceDir, workDir] = process.argv.slice(2);

// The sRGB transfer function and the CSS Color 4 matrix from linear Display P3
// to linear sRGB, written independently of tools/themes/color_space.cc.
const toLinear = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const P3_TO_SRGB = [
  [1.2249401762805598, -0.22494017628055996, 0],
  [-0.04205695470968816, 1.0420569547096882, 0],
  [-0.019637554590334432, -0.07863604555063188, 1.0982736001409663],
];
const byte = (c) => Math.round(Math.min(1, Math.max(0, c)) * 255);
const hex2 = (n) => n.toString(16).padStart(2, '0');

/** A DTCG colour value (object or CSS hex string) as Lobbykit writes it: #rrggbb[aa]. */
function toHex(value) {
  let rgb;
  let alpha = 1;
  if (typeof value === 'string') {
    let digits = value.slice(1).toLowerCase();
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    rgb = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
    if (digits.length === 8) alpha = parseInt(digits.slice(6, 8), 16) / 255;
  } else {
    const components = value.components.map((c) => (c === 'none' ? 0 : c));
    alpha = value.alpha ?? 1;
    if (value.colorSpace === 'display-p3') {
      const linear = components.map(toLinear);
      rgb = P3_TO_SRGB.map((row) => toGamma(Math.min(1, Math.max(0, row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))));
    } else if (value.colorSpace === 'srgb') {
      rgb = components;
    } else {
      throw new Error(`unexpected colour space ${value.colorSpace}`);
    }
  }
  const out = '#' + rgb.map((c) => hex2(byte(c))).join('');
  return byte(alpha) < 255 ? out + hex2(byte(alpha)) : out;
}

/** Builds `repository` with lobbykit and compares every theme with Style Dictionary. */
async function compare(name, repository) {
  const out = path.join(workDir, `${name}-out`);
  execFileSync(lobbykit, ['--root', repository, 'build', '--out', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const built = JSON.parse(readFileSync(path.join(out, 'themes.json'), 'utf8'));
  const themeFiles = built.themes.map((theme) => path.join(repository, theme.file));
  const sharedFiles = readdirSync(path.join(repository, 'themes'))
    .filter((file) => file.endsWith('.tokens.json'))
    .map((file) => path.join(repository, 'themes', file))
    .filter((file) => !themeFiles.includes(file));

  let failures = 0;
  let compared = 0;
  for (const [index, theme] of built.themes.entries()) {
    const sd = new StyleDictionary({
      source: [...sharedFiles, themeFiles[index]],
      log: { verbosity: 'silent' },
      hooks: {
        transforms: {
          'lobbykit/hex': { type: 'value', transitive: true, filter: (token) => token.$type === 'color', transform: (token) => toHex(token.$value) },
        },
      },
      platforms: { compare: { transforms: ['lobbykit/hex'] } },
    });
    const { allTokens } = await sd.getPlatformTokens('compare');
    const ours = allTokens.filter((token) => path.resolve(token.filePath) === themeFiles[index]);
    const expected = Object.keys(theme.tokens);
    if (ours.length !== expected.length) {
      console.error(`${name}/${theme.name}: Style Dictionary found ${ours.length} tokens, lobbykit ${expected.length}`);
      failures += 1;
    }
    for (const token of ours) {
      const tokenPath = token.path.join('.');
      compared += 1;
      if (token.$value !== theme.tokens[tokenPath]) {
        console.error(`${name}/${theme.name}: ${tokenPath} is ${token.$value} in Style Dictionary, ${theme.tokens[tokenPath]} in lobbykit`);
        failures += 1;
      }
    }
  }
  console.log(`${name}: ${built.themes.length} themes, ${compared} tokens compared, ${failures} differences`);
  return failures;
}

rmSync(workDir, { recursive: true, force: true });
mkdirSync(workDir, { recursive: true });
const base = path.join(sourceDir, 'tests/fixtures/base');
const withRealThemes = path.join(workDir, 'repository-themes');
cpSync(base, withRealThemes, { recursive: true });
rmSync(path.join(withRealThemes, 'themes'), { recursive: true });
cpSync(path.join(sourceDir, 'themes'), path.join(withRealThemes, 'themes'), { recursive: true });
// The real themes need their label keys, which the real locales hold.
rmSync(path.join(withRealThemes, 'i18n'), { recursive: true });
cpSync(path.join(sourceDir, 'i18n'), path.join(withRealThemes, 'i18n'), { recursive: true });
// The base's vip.yaml names keys of the base's own locales; this test reads no VIP levels.
rmSync(path.join(withRealThemes, 'content/vip.yaml'));

const failures = (await compare('base-fixture', base)) + (await compare('repository', withRealThemes));
process.exitCode = failures === 0 ? 0 : 1;
