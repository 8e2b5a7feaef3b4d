import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app';
import { AppErrorBoundary } from '@/app/unexpected-error';
import { UnsupportedBrowserPage } from '@/app/unsupported-browser-page';
import { createQueryClient } from '@/shared/lib/app-environment';
import { APPLICATION, mockServer } from '@/test/mock-server';

const Broken = () => {
  throw new Error('boom');
};

describe('unexpected error fallback', () => {
  it('says Please try again later with the support e-mail of the application', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected error' })).toBeVisible();
    expect(screen.getByText('Please try again later.')).toBeVisible();
    expect(
      await screen.findByRole('link', { name: APPLICATION.configuration.support_email }),
    ).toHaveAttribute('href', `mailto:${APPLICATION.configuration.support_email}`);
  });
});

describe('unsupported browser page', () => {
  it('names the supported browsers', () => {
    render(<UnsupportedBrowserPage />);
    expect(screen.getByRole('heading', { name: 'Unsupported Browser' })).toBeVisible();
    expect(screen.getByText('Chrome 110 or later')).toBeVisible();
    expect(screen.getByText('Safari 16 or later')).toBeVisible();
  });
});
