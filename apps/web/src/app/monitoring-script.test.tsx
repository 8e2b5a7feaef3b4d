import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('the monitoring script of the utils config', () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('is added to the page once, its external https script only', async () => {
    mockServer({
      'GET /api/utils/config/': {
        body: {
          resendVerificationCodeTimeout: 60,
          monitoring_script:
            '<script src="https://rum.example.com/agent.js" async></script><script>window.pwned = true</script>' +
            '<script src="http://plain.example.com/x.js"></script>',
        },
      },
    });
    renderApp('/auth/login/');
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    await waitFor(() => expect(scripts()).toEqual(['https://rum.example.com/agent.js']));
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('adds nothing when the config has none', async () => {
    mockServer();
    renderApp('/auth/login/');
    expect(await screen.findByRole('heading', { name: 'Client Portal' })).toBeVisible();
    expect(scripts()).toEqual([]);
  });
});
