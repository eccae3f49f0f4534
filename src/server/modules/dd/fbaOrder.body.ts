/**
 * The body of dd/0103/save: DD0103_01's form (DD0101_01's with the FBA fields merged in, as the
 * browser merges it), plus what the hooks add: the order's id when the form edits one, a draft,
 * the confirmation of a large declared value (V16c) and the order it was copied from (E11k).
 */
import { formBody } from '../../platform/formBody';
import type { JsonSchema } from '../../platform/route';
import { extendScreen, type ScreenJson } from '../../../../schemas/_meta/extendScreen';
import DD0101_01 from '../../../../schemas/dd/DD0101_01.json' with { type: 'json' };
import DD0103_01 from '../../../../schemas/dd/DD0103_01.json' with { type: 'json' };

const { screen } = extendScreen({ screen: DD0101_01 as ScreenJson }, { screen: DD0103_01 as ScreenJson });

export const fbaOrderBody: JsonSchema = formBody(screen as Parameters<typeof formBody>[0], undefined, {
  sent: {
    id: { type: ['integer', 'null'], minimum: 1 },
    draft: { type: 'boolean' },
    confirmLargeValue: { type: 'boolean' },
    copyOf: { type: ['integer', 'null'], minimum: 1 },
  },
});
