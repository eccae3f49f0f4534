/**
 * kind "scan": a scanner's screen (a barcode scanner is a keyboard). The cursor lives in the scan
 * box; Enter there hands the number to useScan and empties the box at once, so the next scan can
 * follow while the first is answered. When a scan needs more (weights, sizes), those fields open and
 * take the cursor; Enter in them submits, and the cursor goes back to the scan box. The outcome of
 * the newest scan is shown large, in colour and words; every scan keeps its line below. The screen's
 * `actions` (a pallet's close) sit under the form and read its values.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createForm, onFieldValueChange, type Form } from '@formily/core';
import { FormProvider } from '@formily/react';
import { FormLayout } from '@formily/antd-v5';
import { Alert, Descriptions, Table, Tag } from 'antd';
import { useEngine } from '../EngineProvider';
import { useScreen } from '../ScreenContext';
import { CellView } from '../cells/CellView';
import { columnTitle } from '../cells/columnTitle';
import { getPath } from '../scope';
import { timeService } from '../time';
import { getInstalled } from '../validators/core';
import { normalizeTextEffects } from '../validators/formily';
import { disableExpressions } from '../form/expressions';
import { grantsBox } from '../form/fieldAuthority';
import { FieldIdPrefix, fieldInputId } from '../form/LabelledFormItem';
import { useScreenSchema } from '../form/useScreenSchema';
import { fieldClearer } from '../form/fields';
import { useValidateLanguage } from '../form/useValidateLanguage';
import { FormActionButtons } from '../form/ScreenAction';
import { useRunAction, type ActionExtras } from '../actions/useActionContext';
import { ActionButtons } from '../actions/ActionButtons';
import type { Action, Column, PrintAction } from '../types';
import { useScan, type ScanLine, type ScanState } from './useScan';

disableExpressions();

const OUTCOME: Record<ScanState, { alert: 'success' | 'error' | 'info' | 'warning'; tag: string; label: string }> = {
  pending: { alert: 'info', tag: 'processing', label: 'engine.scanPending' },
  done: { alert: 'success', tag: 'success', label: 'engine.scanDone' },
  entry: { alert: 'warning', tag: 'warning', label: 'engine.scanEntry' },
  refused: { alert: 'error', tag: 'error', label: 'engine.scanRefused' },
  undone: { alert: 'info', tag: 'default', label: 'engine.scanUndone' },
};

/** The input of a field by its name, wherever layout nodes put it. */
const inputOf = (form: Form, prefix: string, name: string) =>
  document.getElementById(fieldInputId(prefix, form.query(name).take()?.address.toString() ?? name)) as HTMLInputElement | null;

/** A text box being typed into (not a select's search box, a switch or a button). */
const typingIn = (el: Element | null) => (el instanceof HTMLInputElement && el.type === 'text' && el.getAttribute('role') !== 'combobox') || el instanceof HTMLTextAreaElement;

/** Focuses an input once it renders editable (a pattern change renders a frame or two later). */
function focusWhenEnabled(input: () => HTMLInputElement | null): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    const el = input();
    if (el && !el.disabled && !el.readOnly) el.focus();
    else if (++tries < 180) frame = requestAnimationFrame(attempt); // up to ~3 s: a screen opened from the menu renders its fields after its definition and options load
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

export default function ScanScreen() {
  const { screen, allowed, text, field, lang } = useScreen();
  const spec = screen.scan!;
  const entry = useMemo(() => spec.entry ?? [], [spec.entry]);
  const engine = useEngine();
  const t = useCallback((key: string) => text(key), [text]);
  const [grants] = useState(() => grantsBox(allowed));
  useEffect(() => grants.set(allowed), [grants, allowed]);
  // A kept field picked (the mode switch, the station): the cursor goes back to the scan box. One
  // typed into (the vehicle) keeps the cursor until Enter.
  const refocus = useRef<() => void>(() => undefined);
  const form = useMemo(() => createForm({
    validateFirst: true,
    effects: (f) => {
      if (getInstalled().normalizeText) normalizeTextEffects()(f);
      onFieldValueChange(`*(${(spec.keep ?? []).join(',') || '__none__'})`, () => {
        if (!typingIn(document.activeElement)) setTimeout(() => refocus.current(), 0);
      });
    },
  }), [spec.keep]);
  const { SchemaField, schema } = useScreenSchema(grants.get);
  useValidateLanguage(form, lang);
  const prefix = useId();
  const scanText = useCallback((key: string, values: Record<string, unknown>) => text(`scan.${key}`, values), [text]);
  // `scan.print`: the found record's document printed as a print action would (the user's print settings).
  const runAction = useRunAction(useMemo<ActionExtras>(() => ({}), []));
  const printDone = useCallback(async (record: Record<string, unknown>, answer: Record<string, unknown>) => {
    if (!spec.print) return true;
    const action: PrintAction = { key: 'scanPrint', type: 'print', url: spec.print.url, params: spec.print.params };
    return runAction(action, { record, result: answer, values: form.values, user: engine.user ?? {} });
  }, [spec.print, runAction, form, engine.user]);
  const { lines, current, scan, submit, undone, latest } = useScan(form, spec, {
    request: engine.request, text: scanText, skipped: t('engine.scanSkipped'), print: printDone, printFailed: t('engine.printFailed'),
  });

  // The entry fields take input only while a scanned record waits for them (read-only, not disabled:
  // they stay legible); the cursor follows.
  useEffect(() => {
    for (const name of entry) form.setFieldState(name, (s) => { s.pattern = current ? 'editable' : 'readOnly'; });
    if (!current && entry.length) void form.reset(`*(${entry.join(',')})`);
    const target = current ? entry[0] : spec.field;
    return focusWhenEnabled(() => inputOf(form, prefix, target));
  }, [current, entry, form, prefix, spec.field]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    const target = e.target as HTMLInputElement;
    if (target === inputOf(form, prefix, spec.field)) {
      e.preventDefault();
      const typed = target.value;
      void form.reset(spec.field); // empty, and no "required" under it
      scan(typed);
    } else if (entry.some((name) => target === inputOf(form, prefix, name))) {
      e.preventDefault();
      void submit();
    } else if ((spec.keep ?? []).some((name) => target === inputOf(form, prefix, name))) {
      e.preventDefault();
      refocus.current();
    }
  };

  refocus.current = () => { if (!current) inputOf(form, prefix, spec.field)?.focus(); };
  // The screen's own buttons (close the pallet) act on the kept fields: `values.*`; one may empty
  // them once done (`then: [{clearFields}]`: the closed pallet's number, so the next scan opens a new one).
  const extras = useMemo<ActionExtras>(() => ({ onDone: () => refocus.current(), clearFields: fieldClearer(form) }), [form]);
  const data = useMemo(() => ({ user: engine.user ?? {}, values: form.values }), [engine.user, form]);

  const shown = current?.record ?? latest?.record;
  const tableColumns = useMemo(() => [
    { key: 'at', title: t('engine.scanTime'), width: 100, render: (_: unknown, l: ScanLine) => timeService().format(l.at.toISOString(), 'time') },
    { key: 'no', title: t('engine.scanNumber'), width: 200, dataIndex: 'no' },
    { key: 'state', title: t('engine.scanOutcome'), width: 100, render: (_: unknown, l: ScanLine) => <Tag color={OUTCOME[l.state].tag}>{t(OUTCOME[l.state].label)}</Tag> },
    { key: 'message', title: '', render: (_: unknown, l: ScanLine) => l.message },
    ...(spec.result ?? []).map((c: Column) => ({
      key: c.name, title: columnTitle(c, { field, lang }), width: c.width,
      render: (_: unknown, l: ScanLine) => (l.result ? <CellView value={getPath(l.result, c.name)} record={l.result} column={c} /> : null),
    })),
    ...(spec.undo ? [{
      key: 'undo', title: '', width: 120,
      render: (_: unknown, l: ScanLine) => (l.state === 'done' ? <UndoLink action={spec.undo!} line={l} user={engine.user} onUndone={undone} /> : null),
    }] : []),
  ], [t, spec.result, spec.undo, field, lang, engine.user, undone]);

  return (
    <div className="en-scan" onKeyDown={onKeyDown}>
      <FieldIdPrefix.Provider value={prefix}>
        <FormProvider form={form}>
          <FormLayout labelCol={screen.layout?.labelCol ?? 6} wrapperCol={screen.layout?.wrapperCol ?? 14}>
            <SchemaField schema={schema} />
          </FormLayout>
        </FormProvider>
      </FieldIdPrefix.Provider>
      {screen.actions?.length ? <div className="en-scan-actions" style={{ marginBottom: 12 }}><FormActionButtons actions={screen.actions} extras={extras} data={data} /></div> : null}
      {latest && (
        <Alert className="en-scan-outcome" data-scan-state={latest.state} type={OUTCOME[latest.state].alert} showIcon
          message={<span style={{ fontSize: 18 }}>{latest.message || `${t(OUTCOME[latest.state].label)} ${latest.no}`}</span>} style={{ marginBottom: 12 }} />
      )}
      {shown && spec.show?.length ? (
        <Descriptions bordered size="small" column={4} style={{ marginBottom: 12 }} items={spec.show.map((c) => ({
          key: c.name, label: columnTitle(c, { field, lang }), children: <CellView value={getPath(shown, c.name)} record={shown} column={c} />,
        }))} />
      ) : null}
      <Table size="small" rowKey="key" columns={tableColumns} dataSource={lines} pagination={false}
        locale={{ emptyText: <span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{t('engine.scanEmpty')}</span> }}
        rowClassName={(l) => `en-scan-line en-scan-${l.state}`} />
    </div>
  );
}

/** A done line's undo (its confirm, authority and visibility as any action's), on the line's record. */
function UndoLink({ action, line, user, onUndone }: { action: Action; line: ScanLine; user: unknown; onUndone: (key: number) => void }) {
  const extras = useMemo<ActionExtras>(() => ({ onDone: () => onUndone(line.key) }), [onUndone, line.key]);
  return <ActionButtons actions={[action]} data={{ record: line.record ?? {}, result: line.result ?? {}, user: user ?? {} }} extras={extras} variant="link" />;
}
