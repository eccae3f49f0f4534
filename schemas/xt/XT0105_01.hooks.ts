/** XT0105_01 roles: a yes/no cell for the status, and the inline form `members` (also opened by XT0105_02) with its picker MemberSelect. */
import { createElement, useEffect, useState } from 'react';
import { Select } from 'antd';
import { useEngine } from '@renderers/EngineProvider';
import { useScreen } from '@renderers/ScreenContext';

export interface Option { value: string | number; label: string; children?: Option[] }

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

/** Inline form `members`: the role's current members as the form's value. */
export function membersLoaded(reply: { list?: Member[] }) {
  return { userIds: (reply?.list ?? []).map((m) => m.userId) };
}

/** The whole list is saved at once (mode "set"); the administrator role keeps at least one (the server says so). */
export function membersBody(values: Record<string, unknown>, ctx?: { params?: Record<string, unknown> }) {
  return { roleId: Number(ctx?.params?.id), userIds: (values.userIds as number[] | undefined) ?? [], mode: 'set' };
}

/** The members picker: every enabled staff member, plus the current members whoever they are. */
export function MemberSelect(props: { value?: number[]; onChange?: (v: number[]) => void; disabled?: boolean; readOnly?: boolean }) {
  const engine = useEngine();
  const { params } = useScreen();
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    const roleId = Number(params.id);
    Promise.all([
      engine.request('GET', 'xt/0105/member/list', { params: { roleId, current: 1, pageSize: 1000 } }) as Promise<{ list?: Member[] }>,
      engine.request('GET', 'zj/0601/options', { params: {} }) as Promise<{ leaders?: Option[] }>,
    ]).then(([members, staff]) => { if (live) setOptions(memberOptions(members?.list ?? [], staff?.leaders ?? [])); }).catch(() => undefined);
    return () => { live = false; };
  }, [engine, params.id]);
  return createElement(Select, {
    mode: 'multiple', value: props.value ?? [], onChange: (v: unknown) => props.onChange?.(v as number[]), options,
    disabled: props.disabled || props.readOnly, showSearch: true, optionFilterProp: 'label', style: { width: '100%' }, id: 'role-members',
  });
}
