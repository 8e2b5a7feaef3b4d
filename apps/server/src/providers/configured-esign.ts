// The e-signature provider the configuration names: the embedded one (esign.ts) or DocuSign (docusign.ts).
import type { Config } from '../config.ts';
import { createDocuSignProvider } from './docusign.ts';
import { createEmbeddedProvider, type EmbeddedStore, type ESignProvider } from './esign.ts';

const docusignProviders = new WeakMap<Config, ESignProvider>();

/** The configured provider; the DocuSign adapter is built once per configuration (it caches its token). */
export function esignProviderFor(config: Config, embeddedStore: EmbeddedStore): ESignProvider {
  if (config.esignProvider === 'docusign' && config.docusign) {
    let provider = docusignProviders.get(config);
    if (!provider) {
      provider = createDocuSignProvider(config.docusign, {
        envelopeTtlDays: config.esignEnvelopeTtlDays,
      });
      docusignProviders.set(config, provider);
    }
    return provider;
  }
  return createEmbeddedProvider(embeddedStore, {
    sessionTimeoutSeconds: config.esignSessionTimeout,
    envelopeTtlDays: config.esignEnvelopeTtlDays,
  });
}
