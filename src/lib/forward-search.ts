// Linear scanning for "the first position at or after i where ...", asked for positions that only
// move forward (the next quote, the next line break). Each answer is remembered, so a question the
// last answer already covers costs nothing and the text is scanned at most once per finder: the
// pattern that keeps prompt parsing linear where a regex would rescan to the end for each match.

/** A finder for `test`; it must be asked with non-decreasing `from`. Answers `length` when none. */
export function forwardFinder(length: number, test: (i: number) => boolean): (from: number) => number {
  let askedFrom = 0;
  let answer = -1;
  return (from) => {
    if (from < askedFrom) throw new Error('forwardFinder: positions must not move backwards');
    askedFrom = from;
    if (answer >= from) return answer;
    for (answer = Math.min(from, length); answer < length && !test(answer); answer++);
    return answer;
  };
}
