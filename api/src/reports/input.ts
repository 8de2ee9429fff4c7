const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const names = { type: 'array', maxItems: 100, items: text(500) } as const;
const number = { type: 'number' } as const;

/**
 * The body of create and update: types only. Missing fields are the form's blanks (text '' and
 * numbers 0), which the report rules then refuse with the spec's own messages, so a curl caller hears
 * 'User Name is required' like a person does. Unknown fields (_id, recordAddBy...) are ignored.
 */
export const reportBodySchema = {
  type: 'object',
  properties: {
    date: text(30),
    userName: text(200),
    agent: text(200),
    origin: text(200),
    originals: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        properties: {
          sportNames: names,
          eventNames: names,
          marketNames: names,
          pl: number,
          betDetails: {
            type: 'array',
            maxItems: 500,
            items: {
              type: 'object',
              properties: { odds: number, stack: number, time: text(20) },
            },
          },
        },
      },
    },
    acBalance: number,
    afterVoidBalance: number,
    catchBy: text(200),
    proofType: text(200),
    proofStatus: text(50),
    voidStatus: text(50),
    remark: text(5000),
  },
} as const;
