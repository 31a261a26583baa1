import * as full from './index';
import * as browser from './browser';
import * as schemas from './schemas';
import * as responses from './responses';
import pkg from '../../package.json';

const isSchema = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function';

describe('@portal/shared/contracts in browser bundles', () => {
  it('package.json sends browser bundles to browser.ts and everything else to index.ts', () => {
    expect(pkg.exports['./contracts']).toEqual({ browser: './src/contracts/browser.ts', default: './src/contracts/index.ts' });
    expect(pkg.exports['./contracts/schemas']).toBe('./src/contracts/schemas.ts');
  });

  it('offers every name of the full entry except the zod schemas, as the same values', () => {
    const names = Object.keys(full);
    const schemaNames = names.filter((n) => isSchema((full as Record<string, unknown>)[n]));
    expect(schemaNames).toEqual(expect.arrayContaining(['mobileSchema', 'registerSchema', 'bmiInputSchema', 'complaintSchema']));
    for (const name of names) {
      const value = (full as Record<string, unknown>)[name];
      if (isSchema(value)) expect(browser).not.toHaveProperty(name);
      else expect([name, (browser as Record<string, unknown>)[name]]).toEqual([name, value]);
    }
    expect(Object.keys(browser).sort()).toEqual(names.filter((n) => !schemaNames.includes(n)).sort());
  });

  it('the schemas subpath has every schema but the API answers’, and the schemas keep the predicates’ rules', () => {
    expect(Object.keys(responses).length).toBeGreaterThan(0);
    for (const name of Object.keys(responses)) expect([name, isSchema((responses as Record<string, unknown>)[name]), name in schemas]).toEqual([name, true, false]);
    for (const name of Object.keys(full).filter((n) => isSchema((full as Record<string, unknown>)[n]) && !(n in responses))) {
      expect([name, (schemas as Record<string, unknown>)[name]]).toEqual([name, (full as Record<string, unknown>)[name]]);
    }
    const form = { firstName: 'A', lastName: 'B', email: 'a@b.co', mobile: '1234', message: 'hi' };
    expect(browser.contactFormMessage(form)).toBe(browser.MSG.invalidMobile);
    const parsed = schemas.contactRequestSchema.safeParse({ ...form, callingCode: '971' });
    expect(parsed.success ? null : schemas.firstIssueMessage(parsed.error)).toBe(browser.MSG.invalidMobile);
  });

  it('loads without zod', () => {
    jest.isolateModules(() => {
      jest.doMock('zod', () => {
        throw new Error('zod was loaded');
      });
      const b = require('./browser') as typeof import('./browser');
      expect(b.isValidMobile('501234567')).toBe(true);
      expect(b.complaintFormProblem({ facilityCode: '', incidentDate: '', complaintText: '' })).toBe('facility');
      expect(b.firstIssueMessage({ issues: [] })).toBe(b.MSG.allFieldsRequired);
      jest.dontMock('zod');
    });
  });
});
