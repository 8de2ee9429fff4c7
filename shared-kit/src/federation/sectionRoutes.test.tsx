import { render, screen } from '@testing-library/react';
import { useTheme } from 'styled-components';
import { theme } from '../ui/theme';
import { sectionRoutes } from './sectionRoutes';

function ThemedPage() {
  const current = useTheme();
  return <p>{current === theme ? 'the section’s own theme' : 'another theme'}</p>;
}

describe("a section's route table", () => {
  it('gives every page the theme of the design kit compiled into the section, with no host around it', () => {
    const routes = sectionRoutes({ '/notes': ThemedPage });
    const Page = routes['/notes'];
    render(<Page />);
    expect(screen.getByText('the section’s own theme')).toBeInTheDocument();
  });

  it('keeps the route table’s paths', () => {
    expect(Object.keys(sectionRoutes({ '/a': ThemedPage, '/a/:id': ThemedPage }))).toEqual(['/a', '/a/:id']);
  });
});
