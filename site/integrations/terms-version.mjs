// Astro integration: before the build, brings core/generated/terms-version.ts up to date with the terms
// page's source (scripts/terms-version/terms-version.mjs), so a build after an edit of the terms ships
// the /terms page and the worker's recorded version from the same text.
import { writeTermsVersionModule, TERMS_VERSION_MODULE_PATH } from '../../scripts/terms-version/terms-version.mjs';

/** @returns {import('astro').AstroIntegration} */
export default function termsVersion() {
  return {
    name: 'terms-version',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        if (writeTermsVersionModule()) logger.warn(`The terms changed: wrote ${TERMS_VERSION_MODULE_PATH}; commit it with them.`);
      },
    },
  };
}
