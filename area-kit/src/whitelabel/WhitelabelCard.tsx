import styled from 'styled-components';
import { WhitelabelLogo } from './WhitelabelLogo';
import type { Whitelabel } from './whitelabelTypes';

/** The default brand colour of the spec, for a whitelabel without a usable colour. */
const DEFAULT_BRAND = '#00008B';

const Frame = styled.article`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Head = styled.header<{ $brand: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ $brand }) => $brand};
`;

const User = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
`;

const Foot = styled.footer<{ $brand: string }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ $brand }) => $brand};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.font.size.sm};
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const isColour = (value: string) => /^#[0-9a-f]{3,8}$/i.test(value);

/** The whitelabel as its clients see it: header in the brand colour with the logo, the user, and a footer with the URL and T&c Apply. */
export function WhitelabelCard({ whitelabel }: { whitelabel: Whitelabel }) {
  const brand = isColour(whitelabel.hexacode) ? whitelabel.hexacode : DEFAULT_BRAND;
  return (
    <Frame aria-label={`${whitelabel.user} card`}>
      <Head $brand={brand}>
        <WhitelabelLogo logo={whitelabel.logo} user={whitelabel.user} height={50} />
      </Head>
      <User>{whitelabel.user}</User>
      <Foot $brand={brand}>
        <a href={whitelabel.url} target="_blank" rel="noopener noreferrer">
          {whitelabel.url}
        </a>
        <span>T&amp;c Apply</span>
      </Foot>
    </Frame>
  );
}
