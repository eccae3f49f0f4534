import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/cbl-config-test' };
const KEY = Buffer.alloc(32, 7).toString('base64');
/** A production start as far as the other settings go (SECRET_KEY given). */
const pg = { ...base, DATABASE_URL: 'postgres://db/cbl', SECRET_KEY: KEY };
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
    const problems = problemsOf(pg);
    expect(problems).toEqual([expect.stringContaining('SMS_GATEWAY_URL')]);
    expect(problems[0]).toContain('SMS_SANDBOX=1');
    expect(problems[0]).toContain('验证码');
    expect(loadConfig({ ...pg, SMS_SANDBOX: '1' }).smsSandbox).toBe(true);
    expect(loadConfig({ ...pg, SMS_GATEWAY_URL: 'http://sms.example' }).smsGatewayUrl).toBe('http://sms.example');
    // Embedded mode (the demo) keeps starting the sandbox by itself.
    expect(loadConfig(base).smsGatewayUrl).toBeUndefined();
  });

  it('SECRET_KEY: 32 bytes (base64 or hex), required with DATABASE_URL; embedded mode may go without (a key file)', () => {
    expect(loadConfig({ ...base, SECRET_KEY: KEY }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ ...base, SECRET_KEY: '07'.repeat(32) }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig(base).secretKey).toBeUndefined();
    const missing = problemsOf({ ...base, DATABASE_URL: 'postgres://db/cbl', SMS_SANDBOX: '1' });
    expect(missing).toEqual([expect.stringContaining('SECRET_KEY is not')]);
    expect(missing[0]).toContain('openssl rand -base64 32');
    expect(missing[0]).toContain('供应商接口密钥');
    expect(problemsOf({ ...base, SECRET_KEY: 'short' })).toEqual([expect.stringContaining('SECRET_KEY must be 32 bytes')]);
    expect(problemsOf({ ...base, SECRET_KEY: Buffer.alloc(16).toString('base64') })).toHaveLength(1);
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
