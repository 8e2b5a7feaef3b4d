import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { shownDate, typeDate } from '@/test/date-picker';
import { renderWithProviders } from '@/test/render-with-providers';
import { DateInput } from './date-field';

const Harness = ({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput id="when" label="When" value={value} onChange={setValue} min={min} max={max} />
      <output aria-label="Form value">{value}</output>
    </>
  );
};

const formValue = () => screen.getByLabelText('Form value').textContent;

const openCalendar = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(await screen.findByRole('button', { name: /Choose date/ }));
  return screen.findByRole('grid');
};

describe('the date field', () => {
  it('shows an ISO date as DD-MMM-YYYY', async () => {
    renderWithProviders(<Harness initial="2026-03-05" />);
    await screen.findByRole('group', { name: 'When' });
    expect(shownDate('When')).toBe('05-Mar-2026');
  });

  it('takes 05-03-2026 typed day first and gives the form 2026-03-05', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('05-03-2026');
    await waitFor(() => expect(formValue()).toBe('2026-03-05'));
    expect(shownDate('When')).toBe('05-Mar-2026');
  });

  it('gives the form nothing while the date is incomplete, and nothing once cleared', async () => {
    const { user } = renderWithProviders(<Harness initial="2026-03-05" />);
    await typeDate(user, 'When', '');
    expect(formValue()).toBe('');
    await user.keyboard('0503');
    expect(formValue()).toBe('');
    await user.keyboard('2026');
    await waitFor(() => expect(formValue()).toBe('2026-03-05'));
  });

  it('opens a calendar whose weeks start on Monday, and a picked day becomes the value', async () => {
    const { user } = renderWithProviders(<Harness initial="2026-03-05" />);
    const calendar = await openCalendar(user);
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    await user.click(within(calendar).getByRole('gridcell', { name: '17' }));
    await waitFor(() => expect(formValue()).toBe('2026-03-17'));
    expect(shownDate('When')).toBe('17-Mar-2026');
  });

  it('disables the days before the minimum and after the maximum', async () => {
    const { user } = renderWithProviders(<Harness initial="2026-03-10" min="2026-03-05" max="2026-03-20" />);
    const calendar = await openCalendar(user);
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '5' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '20' })).toBeEnabled();
    expect(within(calendar).getByRole('gridcell', { name: '21' })).toBeDisabled();
  });
});
