import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashDayQuerySchema, cashMessages } from './cash.ts';
import { dayQuerySchema } from './day-query.ts';
import { saleListQuerySchema, saleMessages } from './sales.ts';

describe('dayQuerySchema', () => {
  const schemas = [
    ['cash', cashDayQuerySchema, cashMessages.dayInvalid],
    ['sales', saleListQuerySchema, saleMessages.dateInvalid],
  ] as const;

  it('takes ?data=, and the old ?day= of panels loaded before the rename; ?data= wins', () => {
    for (const [name, schema] of schemas) {
      expect(schema.parse({ data: '2026-03-10' }), name).toEqual({ data: '2026-03-10' });
      expect(schema.parse({ day: '2026-03-10' }), name).toEqual({ data: '2026-03-10' });
      expect(schema.parse({ data: '2026-03-10', day: '2026-03-11' }), name).toEqual({ data: '2026-03-10' });
      expect(schema.parse({}), name).toEqual({ data: undefined });
    }
  });

  it("refuses a day that is not a calendar day, by either name, with the route's message", () => {
    for (const [name, schema, message] of schemas) {
      for (const query of [{ data: '2026-02-30' }, { day: 'ontem' }]) {
        const issues = schema.safeParse(query).error?.issues ?? [];
        expect(
          issues.map((i) => i.message),
          `${name} ${JSON.stringify(query)}`,
        ).toEqual([message]);
      }
    }
  });

  it('documents ?day= as deprecated', () => {
    const doc = z.toJSONSchema(dayQuerySchema(z.string()), { io: 'input' }) as {
      properties: Record<string, { deprecated?: boolean }>;
    };
    expect(Object.keys(doc.properties)).toEqual(['data', 'day']);
    expect(doc.properties.data?.deprecated).toBeUndefined();
    expect(doc.properties.day?.deprecated).toBe(true);
  });
});
