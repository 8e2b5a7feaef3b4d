// Driving the date field as a person at a keyboard does: the day, month and year sections are typed in
// order, and clearing selects every section and deletes them.
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The date field named `label` (its day, month and year sections form a group of that name), once its
 * page and the picker, fetched on first use, have loaded.
 */
export const dateFieldGroup = async (label: string | RegExp, container: HTMLElement = document.body) =>
  within(container).findByRole('group', { name: label }, { timeout: 10_000 });

/** Types an ISO date ('2026-03-05') into the field as DD MM YYYY; '' clears the field. */
export const typeDate = async (
  user: UserEvent,
  label: string | RegExp,
  iso: string,
  container: HTMLElement = document.body,
) => {
  const group = await dateFieldGroup(label, container);
  await user.click(within(group).getByRole('spinbutton', { name: 'Day' }));
  if (iso === '') {
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    return;
  }
  // Typing into a freshly focused section replaces it, and a full section moves on to the next one.
  const [year, month, day] = iso.split('-');
  await user.keyboard(`${day}${month}${year}`);
};

/** What the field shows, e.g. '05-Mar-2026' (the input under its sections holds the text). */
export const shownDate = (label: string | RegExp, container: HTMLElement = document.body) =>
  within(container)
    .getByRole('group', { name: label })
    .parentElement?.querySelector('input')
    ?.value.replace(/[\u2066-\u2069]/g, '');
