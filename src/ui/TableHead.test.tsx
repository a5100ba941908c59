import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './TableHead';

describe('TableHead', () => {
  it('gives every label a column header, in order', () => {
    render(
      <table>
        <TableHead columns={['Order', 'State']} />
        <tbody>
          <tr>
            <td>Bench</td>
            <td>Draft</td>
          </tr>
        </tbody>
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Order', 'State']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
  });

  it('keeps a column’s class, and columns whose labels repeat', () => {
    render(
      <table>
        <TableHead
          columns={[
            'Supplier',
            { key: '1', label: 'Gjenbruk Oslo' },
            { key: '2', label: 'Gjenbruk Oslo', className: 'num' },
          ]}
        />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Supplier',
      'Gjenbruk Oslo',
      'Gjenbruk Oslo',
    ]);
    expect(headers[2]).toHaveClass('num');
    expect(headers[1]).not.toHaveAttribute('class');
  });
});
