import type { AreaDescriptor } from '@console/contract/areas';
import { form, PNG } from './catalogue';
import type { TestApp } from './testApp';

export interface Catalogue {
  whitelabel: { _id: string; whatsapp_group: string };
  proofType: { _id: string };
  sport: { _id: string };
}

let counter = 0;

/** A whitelabel, a proof type (with placeholders) and a sport of `area`, made through the catalogue API. */
export async function makeCatalogue(
  t: TestApp,
  area: AreaDescriptor,
  headers: { authorization: string },
): Promise<Catalogue> {
  counter += 1;
  const api = (path: string) => `/api${path}`;
  const whitelabel = await t.app.inject({
    method: 'POST',
    url: api(`${area.whitelabel.apiBase}/create`),
    headers,
    payload: form(
      {
        [area.whitelabel.userField]: `${area.key}-wl-${counter}`,
        whatsapp_group: `${area.key} group ${counter}`,
        hexacode: '#123456',
        url: 'https://brand.example.com',
      },
      { logo: { bytes: PNG, filename: 'logo.png' } },
    ),
  });
  const proofType = await t.app.inject({
    method: 'POST',
    url: api(area.prooftype.apiBase),
    headers,
    payload: { type: `Ground line ${counter}`, content: '<p>Dear {user}, {amount} on {event}</p>' },
  });
  const sport = await t.app.inject({
    method: 'POST',
    url: api(area.sport.apiBase),
    headers,
    payload: { [area.sport.nameField]: `Cricket ${counter}` },
  });
  return {
    whitelabel: whitelabel.json().data,
    proofType: proofType.json()[area.prooftype.responseKey],
    sport: sport.json().data,
  };
}

/** The spec's multipart text fields of a valid proof of `catalogue`. */
export function proofFormFields(
  area: AreaDescriptor,
  catalogue: Catalogue,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    [area.whitelabel.userField]: catalogue.whitelabel._id,
    prooftype: catalogue.proofType._id,
    sportname: catalogue.sport._id,
    agentname: 'agent7',
    user: 'punter42',
    amount: '1500',
    eventname: 'India v Australia',
    marketname: 'Match Odds',
    navigation: 'Sports > Cricket',
    navigation2: 'My Bets',
    profitAndLoss: '-250',
    date: '2026-03-05',
    proofMaker: 'maker1',
    ...overrides,
  };
}

export interface ProofFile {
  bytes: Buffer;
  filename: string;
}

/** A proof's multipart body: text fields plus files per group, in the order given. */
export function proofForm(
  fields: Record<string, string>,
  files: Partial<Record<'images' | 'navigation2Images', ProofFile[]>> = {},
): FormData {
  const data = form(fields);
  for (const [group, list] of Object.entries(files)) {
    for (const file of list ?? [])
      data.append(group, new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.filename);
  }
  return data;
}
