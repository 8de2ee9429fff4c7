import { fillTemplate, PLACEHOLDERS, type PlaceholderValues } from './proofTemplate';

const values: PlaceholderValues = {
  user: 'punter42',
  amount: '1500.00',
  profitAndLoss: '-250.00',
  issueType: 'Ground line',
  sport: 'Cricket',
  event: 'India v Australia',
  market: 'Match Odds',
  agent: 'agent7',
  whitelabel: 'acme',
  date: '05 Mar 2026',
};

describe('fillTemplate', () => {
  it('fills every placeholder of the documented syntax', () => {
    const template = PLACEHOLDERS.map((name) => `${name}={${name}}`).join(';');
    expect(fillTemplate(template, values)).toBe(
      'user=punter42;amount=1500.00;profitAndLoss=-250.00;issueType=Ground line;sport=Cricket;event=India v Australia;market=Match Odds;agent=agent7;whitelabel=acme;date=05 Mar 2026',
    );
  });

  it('ignores case and spaces inside the braces, and knows the short names of profit/loss', () => {
    expect(fillTemplate('<p>{ User } lost {PL} ({profitLoss}) on {EVENT}</p>', values)).toBe(
      '<p>punter42 lost -250.00 (-250.00) on India v Australia</p>',
    );
  });

  it('leaves unknown names and other braces as written', () => {
    expect(fillTemplate('<p style="x{color:red}">{nobody} {user</p>', values)).toBe(
      '<p style="x{color:red}">{nobody} {user</p>',
    );
  });

  it('escapes the values, so no field can add markup', () => {
    expect(fillTemplate('<b title="{user}">{user}</b>', { ...values, user: '<img src=x onerror=alert(1)>"' })).toBe(
      '<b title="&#60;img src=x onerror=alert(1)&#62;&#34;">&#60;img src=x onerror=alert(1)&#62;&#34;</b>',
    );
  });
});
