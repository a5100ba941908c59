import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceGroup } from './ChoiceGroup';

const choices = [
  { value: 'a', label: 'Apples', help: 'red ones' },
  { value: 'b', label: 'Pears' },
] as const;

describe('ChoiceGroup', () => {
  it('is a named group of radio buttons for one value, described by their help', async () => {
    const onChange = vi.fn();
    render(<ChoiceGroup legend="Fruit" choices={choices} selected="a" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Fruit' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Apples/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Apples/ })).toHaveAccessibleDescription('(red ones)');
    await userEvent.click(screen.getByRole('radio', { name: 'Pears' }));
    expect(onChange).toHaveBeenCalledWith('b', true);
  });

  it('is a group of checkboxes for a list of values', async () => {
    const onChange = vi.fn();
    render(<ChoiceGroup legend="Fruit" choices={choices} selected={['a']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Apples/ }));
    expect(onChange).toHaveBeenCalledWith('a', false);
    expect(screen.getByRole('checkbox', { name: 'Pears' })).not.toBeChecked();
  });
});
