import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/cbl-config-test' };
const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
};

describe('loadConfig', () => {
  it('a production start (DATABASE_URL) without SMS_GATEWAY_URL is refused unless SMS_SANDBOX=1 says so', () => {
    const problems = problemsOf({ ...base, DATABASE_URL: 'postgres://db/cbl' });
    expect(problems).toEqual([expect.stringContaining('SMS_GATEWAY_URL')]);
    expect(problems[0]).toContain('SMS_SANDBOX=1');
    expect(problems[0]).toContain('验证码');
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/cbl', SMS_SANDBOX: '1' }).smsSandbox).toBe(true);
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db/cbl', SMS_GATEWAY_URL: 'http://sms.example' }).smsGatewayUrl).toBe('http://sms.example');
    // Embedded mode (the demo) keeps starting the sandbox by itself.
    expect(loadConfig(base).smsGatewayUrl).toBeUndefined();
  });

  it('CARRIER_URL names the sandbox carrier; unset, the server starts its own; CARRIER_TIMEOUT_MS bounds a call', () => {
    expect(loadConfig(base)).toMatchObject({ carrierUrl: undefined, carrierTimeoutMs: 5000 });
    expect(loadConfig({ ...base, CARRIER_URL: 'http://127.0.0.1:18091', CARRIER_TIMEOUT_MS: '2500' })).toMatchObject({
      carrierUrl: 'http://127.0.0.1:18091',
      carrierTimeoutMs: 2500,
    });
    expect(problemsOf({ ...base, CARRIER_TIMEOUT_MS: 'soon' })).toEqual([expect.stringContaining('CARRIER_TIMEOUT_MS')]);
  });

  it('TRUST_PROXY: a hop count or a list of proxies, never "trust every hop"', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(problemsOf({ ...base, TRUST_PROXY: 'true' })).toEqual([expect.stringContaining('left-most')]);
  });

  it('session and password settings with their defaults; nonsense is refused', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({ sessionIdleMinutes: 120, maxSessionsPerAccount: 10, resetPasswordMode: 'one-time', tokenTtlMinutes: 720 });
    expect(loadConfig({ ...base, SESSION_IDLE_MINUTES: '15', MAX_SESSIONS_PER_ACCOUNT: '2', RESET_PASSWORD_MODE: 'default' })).toMatchObject({
      sessionIdleMinutes: 15,
      maxSessionsPerAccount: 2,
      resetPasswordMode: 'default',
    });
    expect(problemsOf({ ...base, SESSION_IDLE_MINUTES: '0', MAX_SESSIONS_PER_ACCOUNT: 'many', RESET_PASSWORD_MODE: 'fixed' })).toHaveLength(3);
  });
});
