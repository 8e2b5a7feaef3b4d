import { useEffect } from 'react';
import { useUtilsConfig } from '@/shared/api/utils-config';

/**
 * The operator's monitoring script from the utils config (spec: "may carry monitoring script HTML"),
 * added to the page once. Only external https scripts are taken from that HTML: inline code is never run
 * (the content security policy would refuse it too), and the server allows the script's origin.
 */
export const MonitoringScript = () => {
  const html = useUtilsConfig().data?.monitoring_script;
  useEffect(() => {
    if (!html) return;
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const source of parsed.querySelectorAll('script[src]')) {
      const src = source.getAttribute('src') ?? '';
      if (!src.startsWith('https://') || document.head.querySelector(`script[src="${CSS.escape(src)}"]`))
        continue;
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  }, [html]);
  return null;
};
