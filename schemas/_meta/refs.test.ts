import { describe, expect, it } from 'vitest';
import { resolveRefs } from './refs';

describe('a repeated group of fields written once', () => {
  const address = { type: 'object', properties: { name: { type: 'string', maxLength: 50 }, country: { type: 'string' } } };
  it('puts the definition where it is named, the node\'s own keys over it, definitions gone', () => {
    const form = { type: 'object', definitions: { address }, properties: {
      panel: { type: 'void', properties: { sender: { $ref: '#/definitions/address', required: true } } },
      boxes: { type: 'array', items: { type: 'object', properties: { to: { $ref: '#/definitions/address' } } } },
    } };
    expect(resolveRefs(form)).toEqual({ type: 'object', properties: {
      panel: { type: 'void', properties: { sender: { ...address, required: true } } },
      boxes: { type: 'array', items: { type: 'object', properties: { to: address } } },
    } });
  });
  it('makes the fields listed under required required where the group is named, not elsewhere', () => {
    const form = { definitions: { address }, properties: { recipient: { $ref: '#/definitions/address', required: ['country'] }, sender: { $ref: '#/definitions/address' } } };
    const out = resolveRefs(form) as any;
    expect(out.properties.recipient.properties.country.required).toBe(true);
    expect(out.properties.recipient.properties.name.required).toBeUndefined();
    expect(out.properties.recipient.required).toBeUndefined();
    expect(out.properties.sender.properties.country.required).toBeUndefined();
  });
  it('leaves a form without definitions as it is, and refuses a missing or circular one', () => {
    const plain = { type: 'object', properties: { a: { type: 'string' } } };
    expect(resolveRefs(plain)).toBe(plain);
    expect(() => resolveRefs({ definitions: { address }, properties: { a: { $ref: '#/definitions/nope' } } })).toThrow('no such definition');
    expect(() => resolveRefs({ definitions: { loop: { properties: { x: { $ref: '#/definitions/loop' } } } }, properties: { a: { $ref: '#/definitions/loop' } } })).toThrow('itself');
  });
});
