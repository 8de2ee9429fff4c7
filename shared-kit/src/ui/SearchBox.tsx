import styled from 'styled-components';
import { Input } from './inputs';

const Box = styled(Input).attrs({ type: 'search' })`
  max-width: 18rem;
`;

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; the placeholder alone is not a label. */
  label?: string;
  placeholder?: string;
}

export function SearchBox({ value, onChange, label = 'Search', placeholder = 'Search...' }: SearchBoxProps) {
  return (
    <Box
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
