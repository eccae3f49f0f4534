/**
 * What must hold of the screen catalogue whatever an installation adds: every SCREENS.md screen is
 * there with its url, roles and parent, and every other entry says it is local (`origin: 'local'`),
 * follows the code conventions, has both names (product words, no notes), grants known roles (admin always) and hangs under an existing screen
 * when hidden. Takes the entries as an argument so a test can hold a catalogue new-screen just wrote.
 */
import { ROLE_CODES, menuUrlOf, type ScreenEntry } from './catalog';
import { SCREENS_MD, type SpecScreen } from './catalog.screensMd';

/**
 * A menu or tab name is product words: a note in brackets ("(customer variant)", "(page)") belongs
 * in the entry's `note`. Brackets around an abbreviation in capitals ("(MAWB)") are a product word.
 */
export function nameNote(name: string): string | undefined {
  const m = /[(（]([^)）]*)[)）]/.exec(name);
  return m && !/^[A-Z]{2,}$/.test(m[1]) ? m[0] : undefined;
}

function nameProblems(entry: ScreenEntry): string[] {
  return [entry.nameZh, entry.nameEn].flatMap((n) => {
    const note = nameNote(n);
    return note ? [`${entry.code}: the name "${n}" carries a note ${note} (put it in "note")`] : [];
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function specProblems(entry: ScreenEntry | undefined, [code, roles, parent]: SpecScreen): string[] {
  if (!entry) return [`${code}: missing (a SCREENS.md screen)`];
  const out: string[] = [];
  if (entry.origin) out.push(`${code}: a SCREENS.md screen marked origin '${entry.origin}'`);
  if (entry.url !== menuUrlOf(code)) out.push(`${code}: url ${entry.url}, SCREENS.md ${menuUrlOf(code)}`);
  if (!sameSet(entry.roles, roles.split(' '))) out.push(`${code}: roles ${entry.roles.join(' ')}, SCREENS.md ${roles}`);
  if (entry.parent !== parent || entry.hidden !== !!parent) out.push(`${code}: parent ${entry.parent ?? 'none'}, SCREENS.md ${parent ?? 'none'}`);
  return out;
}

function localProblems(entry: ScreenEntry, byCode: Map<string, ScreenEntry>): string[] {
  const { code } = entry;
  if (entry.origin !== 'local') return [`${code}: not in SCREENS.md and not marked origin: 'local'`];
  const out: string[] = [];
  if (!/^[A-Z]{2}\d{4}_\d{2}$/.test(code) || entry.url !== menuUrlOf(code) || entry.route !== `/${code}`) out.push(`${code}: url or route off the code conventions`);
  if (!entry.nameZh.trim() || !entry.nameEn.trim()) out.push(`${code}: a zh and an en name`);
  if (new Set(entry.roles).size !== entry.roles.length) out.push(`${code}: a role listed twice`);
  if (!entry.roles.includes('admin')) out.push(`${code}: admin must hold every screen`);
  const unknown = entry.roles.filter((r) => !ROLE_CODES.includes(r));
  if (unknown.length) out.push(`${code}: unknown roles ${unknown.join(' ')}`);
  if (entry.hidden && !byCode.get(entry.parent ?? '')) out.push(`${code}: hidden under a screen the catalogue lacks (${entry.parent ?? 'none'})`);
  return out;
}

export function catalogProblems(screens: readonly ScreenEntry[], spec: readonly SpecScreen[] = SCREENS_MD): string[] {
  const byCode = new Map(screens.map((s) => [s.code, s]));
  const twice = screens.filter((s, i) => screens.findIndex((x) => x.code === s.code) !== i).map((s) => `${s.code}: listed twice`);
  const specCodes = new Set(spec.map(([code]) => code));
  return [
    ...twice,
    ...spec.flatMap((row) => specProblems(byCode.get(row[0]), row)),
    ...screens.filter((s) => !specCodes.has(s.code)).flatMap((s) => localProblems(s, byCode)),
    ...screens.flatMap(nameProblems),
  ];
}
