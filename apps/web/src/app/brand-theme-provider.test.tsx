import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppTheme, DEFAULT_COLORS } from '@/shared/theme/theme';
import { APPLICATION, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

describe('brand', () => {
  it('sets the favicon and tab title from the current application', async () => {
    const server = mockServer();
    renderApp('/auth/login/');
    await screen.findByRole('heading', { name: 'Client Portal' });
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
        APPLICATION.configuration.favicon,
      ),
    );
    expect(server.callsTo('GET /api/applications/current/')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Client Portal | Private Portfolios'));
  });

  it('builds the theme from configuration.color_schema', () => {
    const theme = createAppTheme(APPLICATION.configuration.color_schema);
    expect(theme.palette.primary.main).toBe('#0b3d5c');
    expect(theme.palette.secondary.main).toBe('#c8a24a');
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1250, xl: 1536 });
    expect(createAppTheme({ primary: 'url(javascript:1)', secondary: '' }).palette.primary.main).toBe(
      DEFAULT_COLORS.primary,
    );
  });
});
