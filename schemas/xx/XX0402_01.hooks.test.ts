/** XX0402_01's own requests: a refusal that names a field lands under that field of the form, not in an alert. */
import { describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '../../renderers/actions/types';
import { calculate, captureTrial, remoteCheck } from './XX0402_01.hooks';

type Options = { onFieldErrors?: (fields: Record<string, string>) => boolean };

function context(values: Record<string, unknown>, reply: unknown) {
  const sent: Options[] = [];
  const onFieldErrors = vi.fn(() => true);
  const ctx = {
    data: { values },
    screen: { screen: { dataSource: {} }, text: (k: string) => k },
    message: { warning: vi.fn() },
    engine: { request: vi.fn(async (_m: string, _u: string, options: Options) => { sent.push(options); return reply; }) },
    submit: async () => { captureTrial(values); },
    onFieldErrors,
  } as unknown as ActionContext;
  return { ctx, sent, onFieldErrors };
}

describe('XX0402_01 requests', () => {
  it("the remote check's refusals go to its own fields (remoteCountry, remotePostcode, remoteCity)", async () => {
    const { ctx, sent, onFieldErrors } = context({ remoteCountry: 'US', remotePostcode: '9021' }, { remote: false });
    await remoteCheck(ctx);
    expect(sent[0].onFieldErrors?.({ postcode: '邮编格式不正确', country: '国家不存在' })).toBe(true);
    expect(onFieldErrors).toHaveBeenCalledWith({ remotePostcode: '邮编格式不正确', remoteCountry: '国家不存在' });
  });

  it("the trial's refusals go to the fields of the same names", async () => {
    const { ctx, sent, onFieldErrors } = context({ country: 'us', weight: '1.5' }, { quotes: [], orderTime: 'x' });
    await calculate(ctx);
    expect(sent).toHaveLength(1);
    sent[0].onFieldErrors?.({ weight: '重量超出范围' });
    expect(onFieldErrors).toHaveBeenCalledWith({ weight: '重量超出范围' });
  });
});
