// Debian packages the tests need on the machine, installed when missing and we run as root with
// apt-get (CI, a fresh developer machine); otherwise we say what to install. Used by scripts/test.mjs
// (poppler-utils and zbar-tools: the label tests read PDFs and decode barcodes with them) and
// scripts/e2e.mjs (chromium and a CJK font for the browser tests).
import { spawnSync } from 'node:child_process';

export function canApt() {
  return process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
}

export function aptInstall(pkgs, tag = 'setup') {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`[${tag}] installing Debian packages: ${pkgs.join(' ')}`);
  const opts = { stdio: 'inherit', env };
  let r = spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...pkgs], opts);
  if (r.status !== 0) {
    spawnSync('apt-get', ['update', '-q'], opts);
    r = spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...pkgs], opts);
  }
  return r.status === 0;
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure each command is on the PATH, installing its package when it is not (`{command: package}`).
 * Answers true when all are there; prints what to install and answers false otherwise.
 */
export function ensureCommands(commands, tag = 'setup') {
  const missing = [...new Set(Object.entries(commands).filter(([c]) => !onPath(c)).map(([, pkg]) => pkg))];
  if (!missing.length) return true;
  if (canApt() && aptInstall(missing, tag) && Object.keys(commands).every(onPath)) return true;
  console.error(`[${tag}] missing ${missing.join(' ')}: install them (Debian: sudo apt-get install ${missing.join(' ')})`);
  return false;
}

/** The label tests' readers: pdftotext, pdffonts, pdftoppm (poppler-utils) and zbarimg (zbar-tools). */
export const DOCUMENT_TOOLS = { pdftotext: 'poppler-utils', pdffonts: 'poppler-utils', pdftoppm: 'poppler-utils', zbarimg: 'zbar-tools' };
