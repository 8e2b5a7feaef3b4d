// Picks a country in a searchable country field as a person does: types the start of its name, then
// clicks it among the suggestions.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function chooseCountry(user: UserEvent, input: HTMLElement, name: string): Promise<void> {
  await user.type(input, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}
