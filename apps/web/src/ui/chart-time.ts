import type { TickMarkType, Time } from "lightweight-charts";
import type { Language } from "../settings/settings-store.ts";

const locales: Record<Language, string> = { en: "en-US", zh: "zh-CN" };

function secondsOf(time: Time): number {
  if (typeof time === "number") return time;
  if (typeof time === "string") return Date.parse(time) / 1000;
  return Date.UTC(time.year, time.month - 1, time.day) / 1000;
}

/** The crosshair's time label of the app's charts: date and 24-hour clock in the interface language. */
export function chartTimeFormatter(language: Language): (time: Time) => string {
  const format = new Intl.DateTimeFormat(locales[language], {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
  return (time) => format.format(secondsOf(time) * 1000);
}

// lightweight-charts' TickMarkType: 0 year, 1 month, 2 day of month, 3 time, 4 time with seconds.
const YEAR = 0;
const MONTH = 1;
const DAY = 2;
const TIME_WITH_SECONDS = 4;

/** The time axis labels of the app's charts: 24-hour times, dates and months in the interface language. */
export function chartTickFormatter(language: Language): (time: Time, type: TickMarkType) => string {
  const locale = locales[language];
  const year = new Intl.DateTimeFormat(locale, { year: "numeric" });
  const month = new Intl.DateTimeFormat(locale, { month: "short" });
  const day = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric" });
  const clock = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false });
  const clockWithSeconds = new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  });
  return (time, type) => {
    const ms = secondsOf(time) * 1000;
    if (type === YEAR) return year.format(ms);
    if (type === MONTH) return month.format(ms);
    if (type === DAY) return day.format(ms);
    // Marks inside one minute (an account a few minutes old): the seconds tell them apart.
    if (type === TIME_WITH_SECONDS) return clockWithSeconds.format(ms);
    return clock.format(ms);
  };
}
