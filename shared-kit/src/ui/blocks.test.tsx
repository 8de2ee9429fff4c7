import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { AccessDenied } from './AccessDenied';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { PageHeader } from './PageHeader';

describe('text blocks', () => {
  it('EmptyState and AccessDenied show their text', () => {
    renderWithTheme(
      <Card aria-label="Notes">
        <EmptyState>No notes found</EmptyState>
        <AccessDenied>No access to view notes</AccessDenied>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByText('No notes found')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('No access to view notes');
  });

  it('PageHeader is the page heading with its actions', () => {
    renderWithTheme(
      <PageHeader title="Note Management">
        <button type="button">Add Note</button>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Note Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
  });
});
