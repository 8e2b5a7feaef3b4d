// The dashboard tour's steps (our wording; docs/decisions.md). `target` is a CSS selector of the real
// element a step points at; a step whose target is missing or hidden (narrow screens) shows centred.

export type TTourStep = { title: string; text: string; target?: string };

export { DASHBOARD_TOUR_KEY } from '@portal/contracts/constants';

export const DASHBOARD_TOUR_STEPS: readonly TTourStep[] = [
  {
    title: 'Welcome to your Client Portal',
    text: 'This short tour shows you around. You can exit it at any time.',
  },
  {
    title: 'Main menu',
    text: 'Move between your Dashboard, Reports and other sections from here.',
    target: 'nav[aria-label="Main"]',
  },
  {
    title: 'Notifications',
    text: 'The bell shows new messages about your account. Open it to see the latest, or view them all.',
    target: '[data-tour="notifications"]',
  },
  {
    title: 'Your account',
    text: 'Your details, settings, activity, support and legal pages are in this menu, and so is Logout.',
    target: 'button[aria-controls="account-menu"], header button[aria-haspopup="menu"]:not([data-tour])',
  },
  {
    title: 'Your dashboard',
    text: 'Your accounts and portfolio at a glance. That is it: you are ready to go.',
    target: 'main',
  },
];
