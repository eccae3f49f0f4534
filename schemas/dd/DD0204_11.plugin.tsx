/**
 * DD0204_11's print plugin parts: its status (S17: started / not started, version and printers,
 * asked of the address in the form as it is typed), "detect" again, and "test print": the server's
 * test page of the chosen size and format sent through the plugin as a label would be (not started:
 * E11g, and the browser opens it instead). The printer field offers the plugin's printers.
 */
import { useCallback, useEffect, useState } from 'react';
import { App, AutoComplete, Button, Space, Tag, Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { useEngine } from '../../renderers/EngineProvider';
import { useScreen } from '../../renderers/ScreenContext';
import { agentStatus, type AgentStatus } from '../../renderers/print/agent';
import { deliverPrint } from '../../renderers/print/deliver';
import { printFeedback } from '../../renderers/print/feedback';
import { dictionaryText } from '../../renderers/registry';

/** Typing the address asks the plugin once the typing rests. */
const DETECT_AFTER_MS = 400;

/** The plugin at the form's address, asked when it changes and on `detect()`. */
function useAgentStatus(agentUrl: string) {
  const [status, setStatus] = useState<AgentStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const detect = useCallback(async () => {
    setBusy(true);
    try {
      const s = agentUrl ? await agentStatus(agentUrl) : { started: false, printers: [] };
      setStatus(s);
      return s;
    } finally {
      setBusy(false);
    }
  }, [agentUrl]);
  useEffect(() => {
    const timer = setTimeout(() => void detect(), DETECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [detect]);
  return { status, busy, detect };
}

const Status = observer(function Status() {
  const form = useForm();
  const engine = useEngine();
  const { text, lang } = useScreen();
  const { message, modal } = App.useApp();
  const agentUrl = String(form.values.agentUrl ?? '');
  const { status, busy, detect } = useAgentStatus(agentUrl);
  const [printing, setPrinting] = useState(false);
  const state = status?.started ? 'started' : 'not_started';

  const detectNow = async () => {
    const s = await detect();
    if (!s.started) message.warning(text('status.notStarted'));
  };
  const testPrint = async () => {
    if (!engine.fetchFile) return;
    setPrinting(true);
    try {
      const blob = await engine.fetchFile('dd/0204/setting/test', { labelSize: form.values.labelSize, format: form.values.format });
      await deliverPrint({ blob, name: blob instanceof File ? blob.name : 'print-test' }, { mode: 'plugin', agentUrl, printer: form.values.printer, copies: 1 }, printFeedback(text, message, modal));
    } catch {
      /* the app's request layer said why */
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Space direction="vertical" size={4} data-testid="plugin-status" data-plugin-status={status ? state : 'unknown'}>
      <Space wrap>
        {status ? <Tag color={status.started ? 'green' : 'red'}>{dictionaryText('printPluginStatus', state, lang, text) ?? state}</Tag> : <Tag>{text('status.detecting')}</Tag>}
        {status?.version ? <Typography.Text type="secondary">{text('status.version', { version: status.version })}</Typography.Text> : null}
        <Button size="small" onClick={() => void detectNow()} loading={busy}>{text('status.detect')}</Button>
        <Button size="small" onClick={() => void testPrint()} loading={printing}>{text('status.testPrint')}</Button>
      </Space>
      {status?.started && status.printers.length ? (
        <Typography.Text type="secondary">{text('status.printers', { printers: status.printers.map((p) => p.name).join(', ') })}</Typography.Text>
      ) : null}
      {status && !status.started ? <Typography.Text type="secondary">{text('status.notStartedHint')}</Typography.Text> : null}
    </Space>
  );
});

/** A plain function component, as a hooks file's `components` must be (observer gives a memo object). */
export function PluginStatus() {
  return <Status />;
}

interface InputProps { value?: string | null; onChange?: (value: string) => void; readOnly?: boolean; disabled?: boolean; id?: string }

const Printers = observer(function Printers(props: InputProps) {
  const form = useForm();
  const { status } = useAgentStatus(String(form.values.agentUrl ?? ''));
  const options = (status?.printers ?? []).map((p) => ({ value: p.name, label: p.name }));
  return (
    <AutoComplete id={props.id} value={props.value ?? ''} onChange={(v) => props.onChange?.(v)} options={options} disabled={props.disabled || props.readOnly}
      allowClear filterOption={(typed, option) => String(option?.value ?? '').toLowerCase().includes(typed.toLowerCase())} />
  );
});

/** The printer: typed, or one the plugin offers. */
export function PrinterInput(props: InputProps) {
  return <Printers {...props} />;
}
