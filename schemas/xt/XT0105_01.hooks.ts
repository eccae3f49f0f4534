/** XT0105_01 roles: a yes/no cell for the status, and the members dialog (also used by XT0105_02). */
import type { ActionContext } from '@renderers/actions/types';
import { openFormDialog, type Option } from './formDialog';

interface Reply { list?: Record<string, unknown>[]; total?: number }

export function beforeList(reply: Reply) {
  const list = (reply?.list ?? []).map((r) => ({ ...r, enabledFlag: r.status === 'enabled' }));
  return { list, total: reply?.total ?? list.length };
}

interface Member { userId: number; loginid: string; userName: string }

/** The options: every enabled staff member, plus the current members whoever they are. */
export function memberOptions(members: Member[], staff: Option[]): Option[] {
  const seen = new Set(staff.map((o) => Number(o.value)));
  return [...staff, ...members.filter((m) => !seen.has(m.userId)).map((m) => ({ value: m.userId, label: `${m.userName} (${m.loginid})` }))];
}

/** Role members (staff): the whole list is saved at once (mode "set"); the administrator role keeps at least one. */
export async function editMembers(ctx: ActionContext) {
  const record = ctx.data.record as { id?: number } | undefined;
  const roleId = Number(record?.id ?? ctx.screen.params.id);
  const [members, options] = await Promise.all([
    ctx.engine.request('GET', 'xt/0105/member/list', { params: { roleId, current: 1, pageSize: 1000 } }) as Promise<{ list?: Member[] }>,
    ctx.engine.request('GET', 'zj/0601/options', { params: {} }) as Promise<{ leaders?: Option[] }>,
  ]);
  const list = members?.list ?? [];
  const choices = memberOptions(list, options?.leaders ?? []);
  return openFormDialog(ctx, {
    title: 'dialogs.members',
    width: 640,
    fields: [{ name: 'userIds', kind: 'select', options: choices, multiple: true }],
    initial: { userIds: list.map((m) => m.userId) },
    submit: (values) => ctx.engine.request('POST', 'xt/0105/member/save', {
      data: { roleId, userIds: (values.userIds as number[] | undefined) ?? [], mode: 'set' },
    }),
  });
}
