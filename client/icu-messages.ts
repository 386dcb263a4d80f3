import { readFile } from 'node:fs/promises';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const QUERY = '?icu';

/** Every day and time the site shows is Seoul's (a stay's 15:00 is 15:00 in Korea, wherever the reader is). */
const TIME_ZONE = 'Asia/Seoul';

/** Pins every date and time skeleton to Seoul: FormatJS applies the provider's zone only to named formats. */
function inSeoul(elements: MessageFormatElement[]): MessageFormatElement[] {
  for (const element of elements) {
    if (
      (element.type === TYPE.date || element.type === TYPE.time) &&
      element.style &&
      typeof element.style === 'object'
    )
      element.style.parsedOptions = { ...element.style.parsedOptions, timeZone: TIME_ZONE };
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) inSeoul(option.value);
    if (element.type === TYPE.tag) inSeoul(element.children);
  }
  return elements;
}
const PREFIX = '\0icu-messages:';

/**
 * Message catalogues (`src/i18n/messages/<namespace>/<locale>.json`) imported with `?icu` arrive compiled to
 * FormatJS's message AST, so the browser ships no ICU parser (react-intl reads the AST as is) and a broken
 * message fails the build, not a guest's page.
 */
export function icuMessages(): Plugin {
  return {
    name: 'icu-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // Not ending in `.json`, so Vite's own JSON plugin leaves the compiled module alone.
      return resolved ? `${PREFIX}${resolved.id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, inSeoul(parse(message, { requiresOtherClause: true }))]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
