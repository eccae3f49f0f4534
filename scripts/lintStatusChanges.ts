/**
 * Status changes are declared (renderers/actions/statusChange.ts): an action that sets a status
 * value the engine knows, or posts to a URL ending in such a verb, names its `statusChange`, so the
 * engine asks before it takes something out of use and says what happened. A status value the
 * engine does not know must be added there first. Such an action words no `successMessage` of its
 * own (a generic "saved" after a disable is what users were misled by).
 */
import { impliedStatusChange } from '../renderers/actions/statusChange.ts';
import type { Screen } from '../renderers/types.ts';
import { actionsOf } from './screenParts.ts';

export function statusChangeProblems(screen: Screen): string[] {
  const problems: string[] = [];
  for (const action of actionsOf(screen)) {
    const declared = action.type === 'request' ? action.statusChange : undefined;
    const implied = impliedStatusChange(action);
    if (implied && !implied.verb) problems.push(`action "${action.key}": ${implied.why}, which renderers/actions/statusChange.ts does not know: add it there and declare "statusChange"`);
    else if (implied?.verb && declared !== implied.verb) problems.push(`action "${action.key}": ${implied.why}: declare "statusChange": "${implied.verb}"${declared ? ` (not "${declared}")` : ''}`);
    if (declared && action.successMessage) problems.push(`action "${action.key}": a status change says what happened itself: drop "successMessage"`);
  }
  return problems;
}
