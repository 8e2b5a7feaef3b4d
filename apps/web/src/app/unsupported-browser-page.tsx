// Rendered instead of the app for old browsers, so it uses plain elements and inline styles only.
export const UnsupportedBrowserPage = () => (
  <main
    style={{
      fontFamily: 'system-ui, sans-serif',
      maxWidth: 560,
      margin: '10vh auto',
      padding: '0 16px',
      color: '#1f2933',
      lineHeight: 1.5,
    }}
  >
    <h1 style={{ fontSize: 28 }}>Unsupported Browser</h1>
    <p>The browser you are using is not supported by the Client Portal.</p>
    <p>Please update to the latest version of Chrome, Firefox, Safari or Edge and open this page again.</p>
    <ul>
      <li>Chrome 110 or later</li>
      <li>Firefox 115 or later</li>
      <li>Safari 16 or later</li>
      <li>Edge 110 or later</li>
    </ul>
  </main>
);
