/**
 * The scan screen's controller: every scan gets a line at once (nothing typed is lost while the
 * server answers), lookups run one after another in scan order, and the one that needs more
 * (`entry` fields) becomes the current record until it is submitted or the next scan replaces it.
 * The view (ScanScreen.tsx) only renders what this holds and calls `scan` / `submit`.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Form } from '@formily/core';
import type { RequestOptions } from '../EngineProvider';
import type { HttpMethod, ScanSpec } from '../types';

type Row = Record<string, unknown>;
export type ScanState = 'pending' | 'done' | 'entry' | 'refused' | 'undone';

export interface ScanLine { key: number; at: Date; no: string; state: ScanState; message: string; record?: Row; result?: Row }
export interface Current { key: number; no: string; record: Row }

export interface ScanDeps {
  request: (method: HttpMethod, url: string, options?: RequestOptions) => Promise<any>;
  /** The screen's text with the record's values ({orderNo}); `key` under the screen's `scan.` texts. */
  text: (key: string, values: Row) => string;
  skipped: string;
  /** Prints what a done lookup found (the spec's `print`); false: it could not be printed (the user was told why). */
  print?: (record: Row, answer: Row) => Promise<boolean>;
  /** The line's word for a print that failed. */
  printFailed?: string;
}

interface EntryField { validate?: () => Promise<unknown>; setSelfErrors?: (errors: string[]) => void; invalid?: boolean }

const pick = (values: Row, names: string[] = []) => Object.fromEntries(names.filter((n) => values[n] !== undefined && values[n] !== '').map((n) => [n, values[n]]));
const fieldsOf = (err: unknown) => (err as { data?: { fields?: Record<string, string> } })?.data?.fields;

export function useScan(form: Form, spec: ScanSpec, deps: ScanDeps) {
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [current, setCurrent] = useState<Current | null>(null);
  const currentRef = useRef<Current | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);
  const depsRef = useRef(deps);
  depsRef.current = deps;
  const limit = spec.history ?? 50;

  const update = useCallback((key: number, patch: Partial<ScanLine>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l))), []);
  const becomeCurrent = useCallback((next: Current | null) => {
    const previous = currentRef.current;
    if (previous && next) update(previous.key, { state: 'refused', message: depsRef.current.skipped });
    currentRef.current = next;
    setCurrent(next);
  }, [update]);

  const fill = useCallback((answer: Row) => {
    for (const name of spec.fill ?? []) if (typeof answer[name] === 'string' || typeof answer[name] === 'number') form.setValuesIn(name, answer[name]);
  }, [form, spec.fill]);

  const scan = useCallback((typed: string) => {
    const no = typed.trim();
    if (!no) return;
    const key = ++seq.current;
    setLines((ls) => [{ key, at: new Date(), no, state: 'pending' as const, message: '' }, ...ls].slice(0, limit));
    const kept = pick(form.values, spec.keep);
    queue.current = queue.current.then(async () => {
      const { request, text } = depsRef.current;
      try {
        // A filled field empty at scan time takes what an earlier scan's answer set (scans queued
        // behind the one that opened a pallet go onto that pallet, not each onto a new one).
        const filled = pick(form.values, (spec.fill ?? []).filter((n) => !(n in kept)));
        const answer = (await request(spec.lookup.method, spec.lookup.url, { data: { [spec.field]: no, ...kept, ...filled }, silent: true, loading: false })) ?? {};
        fill(answer);
        const record = (answer.order ?? {}) as Row;
        if (answer.done || !spec.submit) {
          // A scan that prints (relabelling) is done once the document went out; the next scan waits for it.
          const printed = spec.print && depsRef.current.print ? await depsRef.current.print(record, answer) : true;
          update(key, printed
            ? { state: 'done', record, result: answer, message: text('done', { ...record, ...answer }) }
            : { state: 'refused', record, result: answer, message: depsRef.current.printFailed ?? '' });
        } else {
          update(key, { state: 'entry', record, message: text('ready', record) });
          becomeCurrent({ key, no, record });
        }
      } catch (err) {
        update(key, { state: 'refused', message: (err as Error).message });
      }
    });
  }, [form, spec, limit, update, becomeCurrent, fill]);

  /** Sends the current record with the kept and entered fields; true when it was taken. */
  const submit = useCallback(async (): Promise<boolean> => {
    const now = currentRef.current;
    if (!now || !spec.submit) return false;
    const entry = spec.entry ?? [];
    // The entry fields only: the scan box, empty again by now, is not part of this step.
    // The server's last refusal under a field gives way to the field's own rules on the new value.
    const fields = entry.map((name) => form.query(name).take()).filter((f) => f !== undefined) as unknown as EntryField[];
    for (const f of fields) f.setSelfErrors?.([]);
    await Promise.all(fields.map((f) => f.validate?.().catch(() => undefined)));
    if (fields.some((f) => f.invalid)) return false;
    const { request, text } = depsRef.current;
    update(now.key, { state: 'pending' });
    try {
      const result = (await request(spec.submit.method, spec.submit.url, {
        data: { [spec.field]: now.no, ...pick(form.values, spec.keep), ...pick(form.values, entry) }, silent: true, loading: false,
      })) ?? {};
      fill(result);
      // The answer's `order`, when it sends one, is the record as the submit left it.
      const record = (result.order ?? now.record) as Row;
      update(now.key, { state: 'done', result, record, message: text('saved', { ...record, ...result }) });
      if (currentRef.current?.key === now.key) becomeCurrent(null);
      return true;
    } catch (err) {
      const fields = fieldsOf(err);
      for (const [name, message] of Object.entries(fields ?? {})) form.setFieldState(name, (s) => { s.selfErrors = [message]; });
      // Refused in red; the record stays current so the operator corrects and submits again.
      update(now.key, { state: 'refused', message: (err as Error).message });
      return false;
    }
  }, [form, spec, update, becomeCurrent, fill]);

  /** A done line's scan was undone (the screen's `undo` ran on its record). */
  const undone = useCallback((key: number) => setLines((ls) => ls.map((l) => (l.key === key
    ? { ...l, state: 'undone' as const, message: depsRef.current.text('undone', { ...l.record, ...l.result }) } : l))), []);

  return useMemo(() => ({ lines, current, scan, submit, undone, latest: lines[0] }), [lines, current, scan, submit, undone]);
}
