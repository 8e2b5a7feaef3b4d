import { getContrastRatio, getLuminance, useTheme } from '@mui/material/styles';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setThemeMode } from '@/shared/preferences/display-preferences';
import { deviceStorage } from '@/shared/storage/device-storage';
import { createAppTheme, DEFAULT_COLORS, seriesColor } from '@/shared/theme/theme';
import { stubMatchMedia } from '@/test/match-media';
import { APPLICATION, mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';

/** Shows the mode and background of the theme the app gives its pages. */
const ThemeProbe = () => {
  const { palette } = useTheme();
  return <p>{`${palette.mode} on ${palette.background.default}`}</p>;
};

/** A system whose colour-scheme setting is `scheme`. */
const systemPrefers = (scheme: 'dark' | 'light') =>
  stubMatchMedia((query) => query === `(prefers-color-scheme: ${scheme})`);

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

  it('follows the system colour scheme until the device chooses one, and keeps the choice', async () => {
    mockServer();
    systemPrefers('dark');
    const first = renderWithProviders(<ThemeProbe />);
    expect(await screen.findByText('dark on #0f1419')).toBeVisible();
    act(() => setThemeMode('light'));
    expect(await screen.findByText('light on #f5f7fa')).toBeVisible();
    expect(deviceStorage.getThemeMode()).toBe('light');
    first.unmount();

    systemPrefers('light');
    act(() => setThemeMode('dark'));
    renderWithProviders(<ThemeProbe />);
    expect(await screen.findByText('dark on #0f1419')).toBeVisible();
    act(() => setThemeMode('system'));
    expect(await screen.findByText('light on #f5f7fa')).toBeVisible();
    expect(deviceStorage.getThemeMode()).toBe('system');
  });

  it('lightens the brand primary in the dark theme so it reads on the dark background', () => {
    const dark = createAppTheme(APPLICATION.configuration.color_schema, {}, 'dark');
    expect(dark.palette.mode).toBe('dark');
    const light = createAppTheme(APPLICATION.configuration.color_schema);
    const luminance = (color: string) => (dark.palette.getContrastText(color) === '#fff' ? 'dark' : 'light');
    expect(luminance(light.palette.primary.main)).toBe('dark');
    expect(luminance(dark.palette.primary.main)).toBe('light');
    expect(dark.palette.background.paper).toBe('#182028');
  });

  it('lightens a series colour too dark for the dark background, and only there', () => {
    const dark = createAppTheme(undefined, {}, 'dark');
    // The total return's dark teal: as it is on a light page, lighter on a dark one.
    expect(seriesColor('#264653', 'light')).toBe('#264653');
    const lightened = seriesColor('#264653', 'dark');
    expect(getLuminance(lightened)).toBeGreaterThan(getLuminance('#264653'));
    expect(getContrastRatio(lightened, dark.palette.background.paper)).toBeGreaterThan(3);
    // A colour that already reads on the dark background stays.
    expect(seriesColor('#e9c46a', 'dark')).toBe('#e9c46a');
  });
});
